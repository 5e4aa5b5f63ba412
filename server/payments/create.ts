/** Chooses the payment provider from the configuration and mounts its routes. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { StoreDatabase } from '../db/database';
import type { PaymentHooks, PaymentProvider } from './provider';
import { createStripeClient, type StripeApiLocation } from './stripe/client';
import { PaymentEventLog } from './stripe/events';
import { StripeCheckout } from './stripe/provider';
import { stripeWebhookRoutes } from './stripe/webhook';
import { testCheckoutPages } from './test-checkout/pages';
import { TestCheckout } from './test-checkout/provider';

/** Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the built-in test checkout. */
export function createPayments(
  app: FastifyInstance,
  config: Config,
  store: StoreDatabase,
  stripeApi: StripeApiLocation | undefined,
  hooks: PaymentHooks,
): PaymentProvider {
  if (config.stripeSecretKey) {
    const stripe = createStripeClient(config.stripeSecretKey, stripeApi);
    if (!config.stripeWebhookSecret) {
      app.log.warn(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused; orders are settled when shoppers return',
      );
    }
    stripeWebhookRoutes(app, {
      stripe,
      webhookSecret: config.stripeWebhookSecret,
      hooks,
      events: new PaymentEventLog(store.db),
    });
    return new StripeCheckout(stripe, app.log);
  }

  const checkout = new TestCheckout(store.db, config.publicUrl);
  // The session's payment and the order's change commit in one transaction.
  testCheckoutPages(app, checkout, async (orderId, trx) => {
    await hooks.fulfil(orderId, 'paid on the test checkout', trx);
  });
  return checkout;
}
