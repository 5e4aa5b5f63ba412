/** GET /api/food/list: the whole menu, served from a prepared body while the menu is unchanged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { endpoint } from '../http/endpoint';
import { sendPrepared } from '../http/prepared-body';

export const foodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpoint(app, CALLS.foodList),
    // Shoppers revalidate every time (prices may change); a 304 costs a few bytes.
    handler: async (request, reply) =>
      sendPrepared(request, reply, await app.menu.get(), 'no-cache'),
  });
};
