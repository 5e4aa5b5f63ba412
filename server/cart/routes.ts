/** POST /api/cart/get, /add, /remove and /merge: the signed-in shopper's cart. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { CART_MESSAGES } from '../../contract/messages';
import { itemIdOfLine, OPTION_MESSAGES } from '../../contract/options';
import { unavailableMessage } from '../../contract/shop-messages';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import type { CartLine, CartRepository } from './repository';
import { defaultLineKey, parseLineOf, resolveLine } from './lines';

/**
 * The lines of a logged-out cart that resolve against the menu now (server/cart/lines.ts); a key
 * that does not parse, or whose dish or choice is gone, is skipped. A dish id alone is taken as
 * `cart/add {itemId}` takes it: the plain line, or a dish with options with its defaults.
 */
async function mergeableLines(
  carts: CartRepository,
  cartData: Record<string, number>,
): Promise<CartLine[]> {
  const wanted = Object.entries(cartData).filter(([, quantity]) => quantity > 0);
  const dishes = await carts.dishes(wanted.map(([key]) => itemIdOfLine(key)));
  return wanted.flatMap(([key, quantity]) => {
    const dish = dishes.get(itemIdOfLine(key));
    const line = dish ? resolveLine(dish, key === dish.id ? undefined : key) : undefined;
    return dish && line?.ok ? [{ foodId: dish.id, quantity, lineKey: line.key }] : [];
  });
}

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
      const { itemId, line } = request.body;
      const dish = (await carts.dishes([itemId])).get(itemId);
      if (!dish) throw new Refusal(404, CART_MESSAGES.unknownDish);
      if (!dish.available) throw new Refusal(409, unavailableMessage(dish.name));
      const resolved = resolveLine(dish, line);
      if (!resolved.ok) throw new Refusal(400, resolved.message);
      const change = await carts.add(request.shopperId, itemId, 1, undefined, resolved.key);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      if (change === 'at-limit') throw new Refusal(409, CART_MESSAGES.atLimit);
      if (change === 'unavailable') throw new Refusal(409, unavailableMessage(dish.name));
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
      const { itemId, line } = request.body;
      if (line !== undefined && !parseLineOf(itemId, line)) {
        throw new Refusal(400, OPTION_MESSAGES.badLine);
      }
      // Taking from a line needs no check of its choices: a line whose option went away can go.
      const key = line ?? defaultLineKey((await carts.dishes([itemId])).get(itemId), itemId);
      const change = await carts.removeOne(request.shopperId, itemId, key);
      if (change === 'unknown-dish') throw new Refusal(404, CART_MESSAGES.unknownDish);
      const message = change === 'not-in-cart' ? CART_MESSAGES.notInCart : CART_MESSAGES.removed;
      return { success: true, message, cartData: await carts.get(request.shopperId) };
    },
  });

  app.route({
    ...endpoint(app, CALLS.cartMerge),
    handler: async (request) => {
      await carts.merge(request.shopperId, await mergeableLines(carts, request.body.cartData));
      return {
        success: true,
        message: CART_MESSAGES.merged,
        cartData: await carts.get(request.shopperId),
      };
    },
  });
};
