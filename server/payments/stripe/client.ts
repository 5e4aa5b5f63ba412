/** The one Stripe SDK client of the process, set up for a shop whose shoppers wait on it. */
import Stripe from 'stripe';

export interface StripeApiLocation {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Each attempt gets 7 s and a failed one is retried once (with the same idempotency key), so a
 * call gives up within about 15 s: the time the shop's page waits for the server.
 */
const STRIPE_TIMEOUT_MS = 7_000;
const STRIPE_MAX_NETWORK_RETRIES = 1;

export function createStripeClient(secretKey: string, api?: StripeApiLocation): Stripe {
  return new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    typescript: true,
    appInfo: { name: 'storefront' },
    // Tests point the SDK at a local stand-in for Stripe's API.
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
}
