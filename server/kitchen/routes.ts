/**
 * GET /api/kitchen/orders, POST /api/kitchen/advance and /cancel: the order board's calls, for
 * staff only (the role read from the database on every request, auth/guard.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { KITCHEN_MESSAGES } from '../../contract/messages';
import { endpoint } from '../http/endpoint';
import { KitchenService } from './service';

export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orders, payments, shopSettings, staffOnly } = app;
  const service = new KitchenService({
    orders,
    payments,
    timeZone: async () => (await shopSettings.get()).timeZone,
    log: app.log,
  });

  app.route({
    ...endpoint(app, CALLS.kitchenOrders),
    preHandler: staffOnly,
    handler: async () => ({ success: true, data: await service.board() }),
  });

  app.route({
    ...endpoint(app, CALLS.kitchenAdvance),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true,
      message: KITCHEN_MESSAGES.moved,
      order: await service.advance(request.body.orderId, request.body.to, request.shopperId),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.kitchenCancel),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true,
      message: KITCHEN_MESSAGES.cancelled,
      order: await service.cancel(request.body.orderId, request.body.reason, request.shopperId),
    }),
  });
};
