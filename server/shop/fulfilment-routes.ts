/**
 * Delivery areas, the delivery check and the order times (docs/product.md#delivery-areas,
 * #quoted-times): GET /api/shop/delivery and /api/shop/times for everyone; the areas' calls for
 * staff only (the role read from the database on every request, auth/guard.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import {
  AREA_MESSAGES,
  deliveryTermsFor,
  FULFILMENT_MESSAGES,
  isPinCode,
} from '../../contract/fulfilment';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { DoorOrderRepository } from '../orders/door-order-repository';
import { validArea } from './areas';
import { markPaidAtDoor } from './mark-paid';

export const fulfilmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shopSettings, shopClock, database, staffOnly } = app;
  const doorOrders = new DoorOrderRepository(database.db, app.orderBus, app.emailOutbox);

  app.route({
    ...endpoint(app, CALLS.deliveryCheck),
    handler: async (request) => {
      const pin = (request.query.pin ?? '').trim();
      if (!isPinCode(pin)) throw new Refusal(400, FULFILMENT_MESSAGES.badPin);
      const terms = deliveryTermsFor(await shopSettings.areas.list(), pin);
      if (terms === 'no')
        return {
          success: true as const,
          delivers: false as const,
          message: FULFILMENT_MESSAGES.notDelivered(pin),
        };
      const { minimumOrder } = await shopSettings.get();
      return {
        success: true as const,
        delivers: true as const,
        fee: terms.fee,
        minimum: Math.max(terms.minimum, minimumOrder),
        area: terms.area,
      };
    },
  });

  app.route({
    ...endpoint(app, CALLS.orderTimes),
    handler: async (request, reply) => {
      // The slots move with the clock and the kitchen's queue: never from a cache.
      reply.header('cache-control', 'no-store');
      const { timeZone } = await shopSettings.get();
      const now = shopClock.now();
      const paused = await shopSettings.pause.state(now, timeZone);
      const fulfilment = request.query.fulfilment ?? 'delivery';
      // Full slots are for refusing an order in the right words, not for the page.
      const { full: _full, ...times } = await shopSettings.times(
        fulfilment,
        now,
        paused !== undefined,
      );
      return { success: true as const, ...times };
    },
  });

  app.route({
    ...endpoint(app, CALLS.areaList),
    preHandler: staffOnly,
    handler: async () => ({ success: true as const, areas: await shopSettings.areas.list() }),
  });

  app.route({
    ...endpoint(app, CALLS.areaSave),
    preHandler: staffOnly,
    handler: async (request) => {
      const area = await shopSettings.areas.save(validArea(request.body));
      if (!area) throw new Refusal(404, AREA_MESSAGES.notFound);
      return { success: true as const, message: AREA_MESSAGES.saved, area };
    },
  });

  app.route({
    ...endpoint(app, CALLS.areaRemove),
    preHandler: staffOnly,
    handler: async (request) => {
      if (!(await shopSettings.areas.remove(request.body.id)))
        throw new Refusal(404, AREA_MESSAGES.notFound);
      return { success: true as const, message: AREA_MESSAGES.removed };
    },
  });

  app.route({
    ...endpoint(app, CALLS.kitchenMarkPaid),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true as const,
      message: FULFILMENT_MESSAGES.markedPaid,
      order: await markPaidAtDoor(doorOrders, request.body.orderId, request.shopperId),
    }),
  });
};
