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
  // A callback hook, not an async one: every other request passes it without making a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const shopperId = request.shopperId;
    if (reply.statusCode !== 200 || !shopperId) return done();
    if (!CART_CHANGING_URLS.has(request.routeOptions.url ?? '')) return done();
    app.orderBus.announceCartChange(app.database.db, shopperId).then(
      () => done(),
      (error: unknown) => {
        // The cart is saved; the shopper's other pages fetch it when looked at again.
        request.log.warn({ err: error }, 'could not announce a cart change');
        done();
      },
    );
  });
}
