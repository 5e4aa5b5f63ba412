/**
 * Announces a shopper's cart change on the bus (events/order-bus.ts) once a call that changed it
 * has answered, so the account's order streams on every instance carry the new cart
 * (streams/hub.ts): the shopper's other tabs and devices show the server's cart at once. A cart
 * emptied by a payment is announced as the payment's order change instead.
 */
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../contract/calls';

/** The calls that change the signed-in shopper's cart. */
const CART_CHANGING_URLS: ReadonlySet<string> = new Set([
  CALLS.cartAdd.url,
  CALLS.cartRemove.url,
  CALLS.cartMerge.url,
  CALLS.reorder.url,
]);

/** Registered on the root instance (a fastify-plugin), so it hears every route. */
export function announceCartChanges(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || !request.shopperId) return;
    if (!CART_CHANGING_URLS.has(request.routeOptions.url ?? '')) return;
    try {
      await app.orderBus.announceCartChange(app.database.db, request.shopperId);
    } catch (error) {
      // The cart is saved; the shopper's other pages fetch it when looked at again.
      request.log.warn({ err: error }, 'could not announce a cart change');
    }
  });
}
