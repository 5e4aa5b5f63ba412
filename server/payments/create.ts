/** Chooses the payment provider from the configuration and mounts its routes. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { StoreDatabase } from '../db/database';
import type { OrderRepository, StoredOrder } from '../orders/repository';
import type { PaymentProvider, SessionStatus } from './provider';
import { testCheckoutPages } from './test-checkout/pages';
import { TestCheckout } from './test-checkout/provider';

/** What a provider's own routes (pages, webhooks) may do to orders. */
export interface PaymentHooks {
  fulfil(orderId: string, reason: string): Promise<boolean>;
  settle(order: StoredOrder, status: SessionStatus, reason: string): Promise<boolean>;
  orders: OrderRepository;
}

export function createPayments(
  app: FastifyInstance,
  config: Config,
  store: StoreDatabase,
  _stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined,
  hooks: PaymentHooks,
): PaymentProvider {
  const checkout = new TestCheckout(store.db, config.publicUrl);
  testCheckoutPages(app, checkout, async (orderId) => {
    await hooks.fulfil(orderId, 'paid on the test checkout');
  });
  return checkout;
}
