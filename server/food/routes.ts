/** GET /api/food/list: the whole menu, served from a prepared body while the menu is unchanged. */
import type { FastifyInstance } from 'fastify';
import type { FoodItem, FoodListReply } from '../../contract/api';
import { prepareBodyInBackground, sendPrepared, type PreparedBody } from '../http/prepared-body';
import type { FoodRepository } from './repository';

/** The menu as read once after a change: its dishes and its prepared reply. */
export interface MenuSnapshot {
  dishes: readonly FoodItem[];
  reply: PreparedBody;
}

export class MenuCache {
  private prepared: Promise<MenuSnapshot> | undefined;

  constructor(private readonly food: FoodRepository) {}

  /** The same object until the menu changes, so what is derived from it can be kept with it. */
  snapshot(): Promise<MenuSnapshot> {
    this.prepared ??= this.build().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
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
    const body: FoodListReply = { success: true, data: dishes };
    const reply = await prepareBodyInBackground(
      Buffer.from(JSON.stringify(body)),
      'application/json; charset=utf-8',
    );
    return { dishes, reply };
  }
}

export function foodRoutes(app: FastifyInstance, menu: MenuCache): void {
  app.get('/api/food/list', async (request, reply) =>
    // Shoppers revalidate every time (prices may change); a 304 costs a few bytes.
    sendPrepared(request, reply, await menu.get(), 'no-cache'),
  );
}
