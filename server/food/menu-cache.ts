/** The menu as read once after a change: its dishes and its prepared `food/list` reply. */
import fastJson from 'fast-json-stringify';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { isDatabaseUnavailable } from '../db/errors';
import { prepareBodyInBackground, type PreparedBody } from '../http/prepared-body';
import type { FoodRepository } from './repository';

export interface MenuSnapshot {
  dishes: readonly FoodItem[];
  reply: PreparedBody;
}

/**
 * Written with the call's own reply schema, like every other reply: the prepared body goes out as
 * bytes, past Fastify's serialiser, so it is serialised here, once per change.
 */
const serializeFoodList = fastJson(CALLS.foodList.response[200]);

export class MenuCache {
  private prepared: Promise<MenuSnapshot> | undefined;
  /** The menu last read, still answered while the database cannot be reached. */
  private lastRead: MenuSnapshot | undefined;

  constructor(private readonly food: FoodRepository) {}

  /** The same object until the menu changes, so what is derived from it can be kept with it. */
  snapshot(): Promise<MenuSnapshot> {
    this.prepared ??= this.build().then(
      (snapshot) => (this.lastRead = snapshot),
      (error: unknown) => {
        this.prepared = undefined;
        if (this.lastRead && isDatabaseUnavailable(error)) return this.lastRead;
        throw error;
      },
    );
    return this.prepared;
  }

  async get(): Promise<PreparedBody> {
    return (await this.snapshot()).reply;
  }

  /** Call after any change to the menu. */
  invalidate(): void {
    this.prepared = undefined;
  }

  private async build(): Promise<MenuSnapshot> {
    const dishes = await this.food.list();
    const reply = await prepareBodyInBackground(
      Buffer.from(serializeFoodList({ success: true, data: dishes })),
      'application/json; charset=utf-8',
    );
    return { dishes, reply };
  }
}
