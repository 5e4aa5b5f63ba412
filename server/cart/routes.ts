/** POST /api/cart/get, /add, /remove and /merge: the signed-in shopper's cart. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { CART_MESSAGES } from '../../contract/messages';
import { unavailableMessage } from '../../contract/shop-messages';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { carts, food, shopperOnly } = app;
  app.addHook('preHandler', shopperOnly);

  app.route({
    ...endpoint(app, CALLS.cartGet),
    handler: async (request) => ({ success: true, cartData: await carts.get(request.shopperId) }),
  });

  app.route({
    ...endpoint(app, CALLS.cartAdd),
    handler: async (request) => {
      const change = await carts.add(request.shopperId, request.body.itemId);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      if (change === 'at-limit') throw new Refusal(409, CART_MESSAGES.atLimit);
      if (change === 'unavailable') {
        const dish = await food.dish(request.body.itemId);
        throw new Refusal(409, unavailableMessage(dish?.name ?? ''));
      }
      return {
        success: true,
        message: CART_MESSAGES.added,
        cartData: await carts.get(request.shopperId),
      };
    },
  });

  app.route({
    ...endpoint(app, CALLS.cartRemove),
    handler: async (request) => {
      const change = await carts.removeOne(request.shopperId, request.body.itemId);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      const message = change === 'not-in-cart' ? CART_MESSAGES.notInCart : CART_MESSAGES.removed;
      return { success: true, message, cartData: await carts.get(request.shopperId) };
    },
  });

  app.route({
    ...endpoint(app, CALLS.cartMerge),
    handler: async (request) => {
      const lines = Object.entries(request.body.cartData)
        .filter(([, quantity]) => quantity > 0)
        .map(([foodId, quantity]) => ({ foodId, quantity }));
      await carts.merge(request.shopperId, lines);
      return {
        success: true,
        message: CART_MESSAGES.merged,
        cartData: await carts.get(request.shopperId),
      };
    },
  });
};
