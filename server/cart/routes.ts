/** POST /api/cart/get, /add, /remove and /merge: the signed-in shopper's cart. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { QUANTITY_MAX } from '../../contract/rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';

export const CART_MESSAGES = {
  added: 'Added To Cart',
  removed: 'Removed From Cart',
  merged: 'Cart merged',
  unknownDish: 'That dish is not on the menu.',
  atLimit: `You can order at most ${QUANTITY_MAX} of one dish.`,
  notInCart: 'That dish is not in your cart.',
} as const;

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { carts, shopperOnly } = app;
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
