/** POST /api/cart/get, /add, /remove and /merge: the signed-in shopper's cart. */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { CartItemRequest, CartMergeRequest, CartReply } from '../../contract/api';
import { QUANTITY_MAX } from '../../contract/rules';
import { Refusal } from '../http/errors';
import { ID_MAX, idString, objectBody } from '../http/schemas';
import type { CartRepository } from './repository';

const itemBody = objectBody({ itemId: idString }, ['itemId']);
const mergeBody = objectBody(
  {
    cartData: {
      type: 'object',
      maxProperties: 100,
      propertyNames: { maxLength: ID_MAX },
      additionalProperties: { type: 'integer', minimum: 0, maximum: 1000 },
    },
  },
  ['cartData'],
);

export const CART_MESSAGES = {
  added: 'Added To Cart',
  removed: 'Removed From Cart',
  merged: 'Cart merged',
  unknownDish: 'That dish is not on the menu.',
  atLimit: `You can order at most ${QUANTITY_MAX} of one dish.`,
  notInCart: 'That dish is not in your cart.',
} as const;

export function cartRoutes(
  app: FastifyInstance,
  carts: CartRepository,
  shopperOnly: preHandlerAsyncHookHandler,
): void {
  app.post('/api/cart/get', { preHandler: shopperOnly }, async (request): Promise<CartReply> => ({
    success: true,
    cartData: await carts.get(request.shopperId),
  }));

  app.post<{ Body: CartItemRequest }>(
    '/api/cart/add',
    { preHandler: shopperOnly, schema: { body: itemBody } },
    async (request): Promise<CartReply> => {
      const change = await carts.add(request.shopperId, request.body.itemId);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      if (change === 'at-limit') throw new Refusal(409, CART_MESSAGES.atLimit);
      return {
        success: true,
        message: CART_MESSAGES.added,
        cartData: await carts.get(request.shopperId),
      };
    },
  );

  app.post<{ Body: CartItemRequest }>(
    '/api/cart/remove',
    { preHandler: shopperOnly, schema: { body: itemBody } },
    async (request): Promise<CartReply> => {
      const change = await carts.removeOne(request.shopperId, request.body.itemId);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      const message = change === 'not-in-cart' ? CART_MESSAGES.notInCart : CART_MESSAGES.removed;
      return { success: true, message, cartData: await carts.get(request.shopperId) };
    },
  );

  app.post<{ Body: CartMergeRequest }>(
    '/api/cart/merge',
    { preHandler: shopperOnly, schema: { body: mergeBody } },
    async (request): Promise<CartReply> => {
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
  );
}
