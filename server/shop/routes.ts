/**
 * The shop's hours and promo codes (docs/product.md#opening-hours-and-minimum-order, #promo-codes): GET /api/shop
 * and POST /api/promo/check for everyone; staff's settings and promo codes under /api/kitchen
 * (the role read from the database on every request, auth/guard.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLS } from '../../contract/calls';
import { PROMO_MESSAGES, SETTINGS_MESSAGES } from '../../contract/shop-messages';
import { normalisePromoCode } from '../../contract/shop-rules';
import { optionalShopper } from '../auth/guard';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { openNow } from './hours';
import { applyPromo, validPromo } from './promos';
import { validSettings } from './settings';
import { shopTimeAt } from './shop-time';

export const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shopSettings, shopClock, promos, auth, staffOnly } = app;

  app.route({
    ...endpoint(app, CALLS.shopInfo),
    handler: async (_request, reply) => {
      const settings = await shopSettings.get();
      // Whether it is open changes with the clock: never from a cache.
      reply.header('cache-control', 'no-store');
      const at = shopClock.now();
      const now = openNow(settings.hours, settings.timeZone, at);
      // Paused by staff (pause.ts): open hours or not, no order is taken, in the pause's words.
      const paused = await shopSettings.pause.state(at, settings.timeZone);
      // Delivery or pickup and ordering ahead (docs/product.md#delivery-or-pickup).
      const ahead = {
        pickupAddress: settings.pickupAddress,
        payOnDeliveryMax: settings.payOnDeliveryMax,
        orderAhead: true,
      };
      if (!paused) return { success: true as const, settings, ...now, ...ahead };
      const taking = now.open ? { open: false, closedMessage: paused.message } : now;
      return { success: true as const, settings, ...taking, paused, ...ahead };
    },
  });

  // Works without a token; with one, a once-per-account code the account has used is refused, and
  // a use the account holds (its open checkout) counts as free: placing takes it over.
  app.route({
    ...endpoint(app, CALLS.promoCheck),
    handler: async (request) => {
      const code = normalisePromoCode(request.body.code);
      if (!code) throw new Refusal(400, PROMO_MESSAGES.enterCode, 'code');
      const promo = await promos.find(code);
      const once = promo?.oncePerAccount === true;
      const counted = once || (promo !== undefined && promo.maxUses !== null);
      const shopperId = counted ? await optionalShopper(request, auth) : undefined;
      const usedAlready =
        shopperId !== undefined &&
        once &&
        (await promos.ordersOf(code, shopperId, 'used')).length > 0;
      const holdsOne =
        shopperId !== undefined && (await promos.ordersOf(code, shopperId, 'held')).length > 0;
      const { timeZone } = await shopSettings.get();
      const discount = applyPromo(promo, {
        today: shopTimeAt(shopClock.now(), timeZone).date,
        // Whole rupees as the cart shows them; nothing below zero.
        subtotal: Math.max(0, Math.floor(request.body.subtotal)),
        uses: { usedAlready, holdsOne },
      });
      return { success: true, message: PROMO_MESSAGES.applied, code, discount };
    },
  });

  app.route({
    ...endpoint(app, CALLS.settingsSave),
    preHandler: staffOnly,
    handler: async (request) => ({
      success: true,
      message: SETTINGS_MESSAGES.saved,
      settings: await shopSettings.save(validSettings(request.body), request.shopperId),
    }),
  });

  app.route({
    ...endpoint(app, CALLS.promoList),
    preHandler: staffOnly,
    handler: async () => ({ success: true, data: await promos.list() }),
  });

  app.route({
    ...endpoint(app, CALLS.promoAdd),
    preHandler: staffOnly,
    handler: async (request, reply) => {
      const promo = await promos.add(validPromo(request.body), request.shopperId);
      if (!promo) throw new Refusal(409, PROMO_MESSAGES.codeTaken, 'code');
      return reply.code(201).send({ success: true, message: PROMO_MESSAGES.created, promo });
    },
  });

  app.route({
    ...endpoint(app, CALLS.promoDeactivate),
    preHandler: staffOnly,
    handler: async (request) => {
      const promo = await promos.deactivate(request.body.code);
      if (!promo) throw new Refusal(404, PROMO_MESSAGES.notFound);
      return { success: true, message: PROMO_MESSAGES.deactivated, promo };
    },
  });
};
