/**
 * The payment provider's own routes: the test checkout's hosted page under /pay, or Stripe's
 * webhook under /api/payments/stripe. Both settle orders through the order service.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentHooks } from './provider';
import { PaymentEventRepository } from './stripe/event-repository';
import { StripeCheckout } from './stripe/provider';
import { stripeWebhookRoutes } from './stripe/webhook';
import { testCheckoutPages } from './test-checkout/pages';
import { TestCheckout } from './test-checkout/provider';

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { payments, orderService, orders, config } = app;
  const hooks: PaymentHooks = {
    fulfil: (orderId, reason, within) => orderService.fulfil(orderId, reason, within),
    settle: (order, status, reason) => orderService.settle(order, status, reason),
    orders,
  };

  if (payments instanceof StripeCheckout) {
    await app.register(stripeWebhookRoutes, {
      prefix: '/api/payments/stripe',
      stripe: payments.stripe,
      webhookSecret: config.stripeWebhookSecret,
      hooks,
      events: new PaymentEventRepository(app.database.db),
    });
  } else if (payments instanceof TestCheckout) {
    await app.register(testCheckoutPages, {
      prefix: '/pay',
      checkout: payments,
      // The session's payment and the order's change commit in one transaction.
      onPaid: async (orderId, trx) => {
        await hooks.fulfil(orderId, 'paid on the test checkout', trx);
      },
    });
  }
};
