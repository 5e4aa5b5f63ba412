/**
 * Pausing new orders (docs/product.md#the-order-board): staff's POST /api/kitchen/pause and
 * /api/kitchen/resume (the role read from the database on every request, auth/guard.ts). The reply
 * says the pause as GET /api/shop then tells it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { PAUSE_MESSAGES } from '../../contract/pause-messages';
import { endpoint } from '../http/endpoint';

export const pauseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shopSettings, shopClock, staffOnly } = app;

  async function pauseNow() {
    const { timeZone } = await shopSettings.get();
    return (await shopSettings.pause.state(shopClock.now(), timeZone)) ?? null;
  }

  app.route({
    ...endpoint(app, CALLS.pauseOrders),
    preHandler: staffOnly,
    handler: async (request) => {
      await shopSettings.pause.pause(request.body.minutes, request.shopperId, shopClock.now());
      return { success: true as const, message: PAUSE_MESSAGES.paused, paused: await pauseNow() };
    },
  });

  app.route({
    ...endpoint(app, CALLS.resumeOrders),
    preHandler: staffOnly,
    handler: async (request) => {
      await shopSettings.pause.resume(request.shopperId);
      return { success: true as const, message: PAUSE_MESSAGES.resumed, paused: await pauseNow() };
    },
  });
};
