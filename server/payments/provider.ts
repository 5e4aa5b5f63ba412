import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderRepository, StoredOrder } from '../orders/repository';

/**
 * What the shop needs from a card payment provider: open a hosted checkout session for an order,
 * say whether a session is paid, close one that will not be, and give a cancelled order's money
 * back. Two implementations: the built-in test checkout and Stripe Checkout.
 */

export interface CheckoutLine {
  name: string;
  /** The line's choices and note ('Large · Extra cheese — "cut in 8"'); '' or left out: none. */
  description?: string;
  /** Rupees for one unit. */
  unitAmount: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderId: string;
  /** The dishes plus the delivery fee as its own line. */
  lines: CheckoutLine[];
  /** Rupees; equals the sum of the lines less the discount. */
  amount: number;
  /** A promo code's discount on the whole order: whole rupees off the lines' sum. */
  discount?: { code: string; amount: number };
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  customerEmail?: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

export type SessionState =
  /** Money taken. */
  | 'paid'
  /** The shopper may still pay. */
  | 'open'
  /** Completed, but the money has not arrived yet (delayed payment methods). */
  | 'pending'
  /** Closed without payment: expired or cancelled. */
  | 'expired';

export interface SessionStatus {
  state: SessionState;
  /** Rupees the session charges. */
  amount: number;
  currency: string;
  orderId: string | undefined;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createSession(input: CreateSessionInput): Promise<CheckoutSession>;
  getSession(sessionId: string): Promise<SessionStatus>;
  /** Closes an open session so it can no longer be paid; returns its state afterwards. */
  expireSession(sessionId: string): Promise<SessionStatus>;
  /**
   * Refunds the whole payment of the order's paid session; returns the refund's id. Safe to
   * repeat: a retry after a failure (or a concurrent one) refunds once and gives the same id.
   */
  refund(input: RefundInput): Promise<string>;
}

export interface RefundInput {
  orderId: string;
  sessionId: string;
}

/** How long a shopper has to pay. */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

/** What a provider's own routes (pages, webhooks) may do to orders. */
export interface PaymentHooks {
  /** Paid: the order goes to the kitchen, once; inside `within` when the payment is ours. */
  fulfil(orderId: string, reason: string, within?: Transaction<Database>): Promise<boolean>;
  settle(order: StoredOrder, status: SessionStatus, reason: string): Promise<boolean>;
  orders: OrderRepository;
}
