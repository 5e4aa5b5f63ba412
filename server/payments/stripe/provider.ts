/**
 * Stripe Checkout as the shop's payment provider: one hosted Checkout Session per order, in
 * rupees, priced line by line from the order the server computed. Whether an order is paid is
 * always read from Stripe (here or from a signed webhook), never from the browser.
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { Refusal } from '../../http/errors';
import type {
  CheckoutSession,
  CreateSessionInput,
  PaymentProvider,
  RefundInput,
  SessionState,
  SessionStatus,
} from '../provider';

/** Stripe's currency code for the rupee (Stripe writes currencies in lower case). */
const STRIPE_CURRENCY = 'inr';
/** Stripe charges in the currency's smallest unit: 100 paise to the rupee. */
const PAISE_PER_RUPEE = 100;

/**
 * Stripe accepts an `expires_at` from 30 minutes to 24 hours after it creates the session,
 * measured on its own clock when the request arrives; a deadline right at 30 minutes can already
 * be too close by then. These margins keep the shop's deadline inside Stripe's window.
 */
const STRIPE_MIN_LIFETIME_S = 30 * 60 + 120;
const STRIPE_MAX_LIFETIME_S = 24 * 60 * 60 - 300;

export const PROVIDER_UNAVAILABLE =
  'The payment provider could not be reached. Please try again in a moment.';

/** The idempotency key of an order's session: retries and repeats can never open a second one. */
function sessionIdempotencyKey(orderId: string): string {
  return `checkout-session-${orderId}`;
}

/** The idempotency key of an order's coupon (its promo code's discount): made once per order. */
function couponIdempotencyKey(orderId: string): string {
  return `coupon-${orderId}`;
}

/** A deliberately loose check: Stripe refuses the whole session for a malformed email. */
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function expiresAtSeconds(expiresAt: Date, now = Date.now()): number {
  const nowS = Math.floor(now / 1000);
  const wanted = Math.ceil(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowS + STRIPE_MIN_LIFETIME_S), nowS + STRIPE_MAX_LIFETIME_S);
}

function stateOf(session: Stripe.Checkout.Session): SessionState {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    return 'paid';
  switch (session.status) {
    case 'expired':
      return 'expired';
    case 'complete':
      // Completed, but a delayed payment method has not paid yet.
      return 'pending';
    default:
      return 'open';
  }
}

/** What a Checkout Session says about its order's payment, in the shop's terms. */
export function statusFromSession(session: Stripe.Checkout.Session): SessionStatus {
  return {
    state: stateOf(session),
    amount: (session.amount_total ?? 0) / PAISE_PER_RUPEE,
    currency: session.currency ?? '',
    orderId: session.metadata?.order_id ?? session.client_reference_id ?? undefined,
  };
}

/** The idempotency key of an order's refund: retries and repeats refund it once. */
function refundIdempotencyKey(orderId: string): string {
  return `refund-${orderId}`;
}

function isInvalidRequest(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError';
}

export class StripeCheckout implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    readonly stripe: Stripe,
    private readonly log: FastifyBaseLogger,
  ) {}

  async createSession(input: CreateSessionInput): Promise<CheckoutSession> {
    const email = input.customerEmail?.trim();
    const coupon = input.discount && (await this.coupon(input.orderId, input.discount));
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: STRIPE_CURRENCY,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: STRIPE_CURRENCY,
            product_data: {
              name: line.name,
              // Stripe refuses an empty description: a plain line sends none.
              ...(line.description ? { description: line.description } : {}),
            },
            unit_amount: Math.round(line.unitAmount * PAISE_PER_RUPEE),
          },
        })),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.orderId,
        metadata: { order_id: input.orderId },
        payment_intent_data: { metadata: { order_id: input.orderId } },
        ...(email && PLAUSIBLE_EMAIL.test(email) ? { customer_email: email } : {}),
        expires_at: expiresAtSeconds(input.expiresAt),
      },
      { idempotencyKey: sessionIdempotencyKey(input.orderId) },
    );
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  /**
   * The order's promo discount as a one-off Stripe coupon (a fixed sum in paise, once, named by
   * the code); Stripe's session then charges the lines less it. Its id.
   */
  private async coupon(
    orderId: string,
    discount: NonNullable<CreateSessionInput['discount']>,
  ): Promise<string> {
    const coupon = await this.stripe.coupons.create(
      {
        amount_off: Math.round(discount.amount * PAISE_PER_RUPEE),
        currency: STRIPE_CURRENCY,
        duration: 'once',
        max_redemptions: 1,
        name: discount.code,
        metadata: { order_id: orderId },
      },
      { idempotencyKey: couponIdempotencyKey(orderId) },
    );
    return coupon.id;
  }

  async getSession(sessionId: string): Promise<SessionStatus> {
    return statusFromSession(await this.retrieve(sessionId));
  }

  async expireSession(sessionId: string): Promise<SessionStatus> {
    try {
      return statusFromSession(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid a moment ago, or
      // already expired); its real state is what the caller needs.
      if (!isInvalidRequest(error)) throw this.unavailable(error, sessionId, 'expiring');
      const status = statusFromSession(await this.retrieve(sessionId));
      if (status.state === 'open') throw this.unavailable(error, sessionId, 'expiring');
      return status;
    }
  }

  /** Refunds the session's PaymentIntent in full; errors go to the caller (the kitchen: 502). */
  async refund({ orderId, sessionId }: RefundInput): Promise<string> {
    const session = await this.retrieve(sessionId);
    const intent = session.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentIntent) throw new Error(`checkout session ${sessionId} has no payment to refund`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, metadata: { order_id: orderId } },
      { idempotencyKey: refundIdempotencyKey(orderId) },
    );
    return refund.id;
  }

  private async retrieve(sessionId: string): Promise<Stripe.Checkout.Session> {
    try {
      return await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      throw this.unavailable(error, sessionId, 'reading');
    }
  }

  /** Logs what Stripe said and gives the shopper a 502 they can retry. */
  private unavailable(error: unknown, sessionId: string, doing: string): Refusal {
    this.log.error({ err: error, sessionId }, `${doing} the Stripe checkout session failed`);
    return new Refusal(502, PROVIDER_UNAVAILABLE);
  }
}
