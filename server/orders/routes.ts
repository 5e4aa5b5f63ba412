/** POST /api/order/place, /verify, /userorders and /reorder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { ORDER_MESSAGES } from '../../contract/messages';
import { optionalShopper } from '../auth/guard';
import { endpoint } from '../http/endpoint';
import { checkedAddress } from './fulfilment';
import { reorder } from './reorder';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orderService: service, orders, carts, auth, shopperOnly } = app;

  app.route({
    ...endpoint(app, CALLS.placeOrder),
    preHandler: shopperOnly,
    handler: async (request, reply) => {
      const placed = await service.place({
        shopperId: request.shopperId,
        bodyUserId: request.body.userId,
        // The fields a delivery or a pickup needs, trimmed; the first problem is refused.
        address: checkedAddress(request.body.address, request.body.fulfilment ?? 'delivery'),
        items: request.body.items,
        amount: request.body.amount,
        promoCode: request.body.promoCode,
        fulfilment: request.body.fulfilment,
        dueAt: request.body.dueAt,
        payment: request.body.payment,
      });
      return reply
        .code(201)
        .send({ success: true, session_url: placed.sessionUrl, orderId: placed.orderId });
    },
  });

  // Works without a token too (the original storefront's page sends none): the order id is an
  // unguessable capability and the reply only reports what the payment provider says. With a
  // token, another shopper's order is "not found".
  app.route({
    ...endpoint(app, CALLS.verifyOrder),
    handler: async (request) => {
      const paid = await service.verify(request.body.orderId, await optionalShopper(request, auth));
      return paid
        ? { success: true, message: ORDER_MESSAGES.verified }
        : { success: false, message: ORDER_MESSAGES.notCompleted };
    },
  });

  app.route({
    ...endpoint(app, CALLS.userOrders),
    preHandler: shopperOnly,
    handler: async (request) => {
      const list = await orders.listForUser(request.shopperId);
      return { success: true, data: await orders.wireOrders(list) };
    },
  });

  app.route({
    ...endpoint(app, CALLS.reorder),
    preHandler: shopperOnly,
    handler: async (request) => ({
      success: true as const,
      ...(await reorder({ orders, carts }, request.shopperId, request.body.orderId)),
    }),
  });
};
