/** GET /api/food/list: the whole menu, served from a prepared body while the menu is unchanged. */
import type { FastifyInstance } from 'fastify';
import type { FoodListReply } from '../../contract/api';
import { prepareBodyInBackground, sendPrepared, type PreparedBody } from '../http/prepared-body';
import type { FoodRepository } from './repository';

export class MenuCache {
  private prepared: Promise<PreparedBody> | undefined;

  constructor(private readonly food: FoodRepository) {}

  get(): Promise<PreparedBody> {
    this.prepared ??= this.build().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  /** Call after any change to the menu. */
  invalidate(): void {
    this.prepared = undefined;
  }

  private async build(): Promise<PreparedBody> {
    const reply: FoodListReply = { success: true, data: await this.food.list() };
    return prepareBodyInBackground(
      Buffer.from(JSON.stringify(reply)),
      'application/json; charset=utf-8',
    );
  }
}

export function foodRoutes(app: FastifyInstance, menu: MenuCache): void {
  app.get('/api/food/list', async (request, reply) =>
    // Shoppers revalidate every time (prices may change); a 304 costs a few bytes.
    sendPrepared(request, reply, await menu.get(), 'no-cache'),
  );
}
