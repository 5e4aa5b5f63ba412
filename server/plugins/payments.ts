/**
 * The card payment provider as `app.payments`: Stripe Checkout when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test checkout. Its own routes (the test checkout's page, Stripe's
 * webhook) are payments/routes.ts, registered once the order service they settle orders with is.
 */
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../payments/provider';
import { createStripeClient, type StripeApiLocation } from '../payments/stripe/client';
import { StripeCheckout } from '../payments/stripe/provider';
import { TestCheckout } from '../payments/test-checkout/provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface PaymentsOptions {
  /** Where Stripe's API is, for tests that stand in for it. */
  stripeApi?: StripeApiLocation;
}

export default fp<PaymentsOptions>(
  async (app, { stripeApi }) => {
    const { config } = app;
    if (config.stripeSecretKey) {
      const stripe = createStripeClient(config.stripeSecretKey, stripeApi);
      app.decorate('payments', new StripeCheckout(stripe, app.log));
      if (!config.stripeWebhookSecret) {
        app.log.warn(
          'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused; orders are settled when shoppers return',
        );
      }
      return;
    }
    app.decorate('payments', new TestCheckout(app.database.db, config.publicUrl));
  },
  { name: 'payments', dependencies: ['config', 'database'] },
);
