/**
 * GET /api/kitchen/orders, POST /api/kitchen/accept, /advance and /cancel: the order board's
 * calls, for staff only (the role read from the database on every request, auth/guard.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../contract/calls';
import { ACCEPTANCE_MESSAGES } from '../../contract/acceptance';
import { KITCHEN_MESSAGES } from '../../contract/messages';
import { endpoint } from '../http/endpoint';
import { KitchenOrderRepository } from './kitchen-order-repository';
import { KitchenService } from './service';

/** The kitchen's service over this app's database, payments and shop settings. */
export function kitchenService(app: FastifyInstance): KitchenService {
  return new KitchenService({
    orders: new KitchenOrderRepository(app.database.db, app.orderBus, app.emailOutbox),
    payments: app.payments,
    timeZone: async () => (await app.shopSettings.get()).timeZone,
    log: app.log,
  });
}

export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { staffOnly } = app;
  const service = kitchenService(app);

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

  app.route({
    ...endpoint(app, CALLS.kitchenAccept),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true,
      message: ACCEPTANCE_MESSAGES.accepted,
      order: await service.accept(request.body.orderId, request.body.minutes, request.shopperId),
    }),
  });
};
