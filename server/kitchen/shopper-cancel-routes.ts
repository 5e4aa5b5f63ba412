/**
 * POST /api/order/cancel: a shopper cancels their own paid order while the kitchen has not yet
 * accepted it, refunded at once through the kitchen's own cancel path (service.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCEPTANCE_MESSAGES } from '../../contract/acceptance';
import { CALLS } from '../../contract/calls';
import { endpoint } from '../http/endpoint';
import { kitchenService } from './routes';

export const shopperCancelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = kitchenService(app);
  app.route({
    ...endpoint(app, CALLS.orderCancel),
    preHandler: app.shopperOnly,
    handler: async (request) => ({
      success: true,
      message: ACCEPTANCE_MESSAGES.shopperCancelled,
      order: await service.cancelByShopper(request.body.orderId, request.shopperId),
    }),
  });
};
