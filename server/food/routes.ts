/**
 * GET /api/food/list: the whole menu, served from a prepared body while the menu is unchanged.
 * GET /api/food/dish?slug=: a dish by its page's address (docs/product.md#a-page-per-dish).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { DISH_PAGE_MESSAGES, removedMessage } from '../../contract/dish-page';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { sendPrepared } from '../http/prepared-body';
import { DishLookup } from './dish-lookup';
import { DishSlugRepository } from './slug-repository';

export const foodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpoint(app, CALLS.foodList),
    // Shoppers revalidate every time (prices may change); a 304 costs a few bytes.
    handler: async (request, reply) =>
      sendPrepared(request, reply, await app.menu.get(), 'no-cache'),
  });

  const dishes = new DishLookup(app.menu, new DishSlugRepository(app.database.db));
  app.route({
    ...endpoint(app, CALLS.dishBySlug),
    handler: async (request) => {
      const found = await dishes.find(request.query.slug.toLowerCase());
      if (found.kind === 'removed') throw new Refusal(404, removedMessage(found.name));
      if (found.kind === 'unknown') throw new Refusal(404, DISH_PAGE_MESSAGES.unknown);
      return { success: true as const, data: found.dish };
    },
  });
};
