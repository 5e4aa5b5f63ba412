/**
 * The built-in test checkout: a hosted payment page on this server that behaves like a card
 * provider's, for trying the shop and for tests. Sessions live in the database.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CURRENCY } from '../../../contract/money';
import type { Database } from '../../db/schema';
import type {
  CheckoutLine,
  CheckoutSession,
  CreateSessionInput,
  PaymentProvider,
  RefundInput,
  SessionStatus,
} from '../provider';

export interface TestSession {
  id: string;
  orderId: string;
  amount: number;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  /** 'refunded': paid, then the money went back (a cancelled order). */
  status: 'open' | 'paid' | 'expired' | 'refunded';
  expiresAt: Date;
}

/** How the page names a promo code's discount. */
function discountLineName(code: string): string {
  return `Discount (${code})`;
}

export class TestCheckout implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
  ) {}

  async createSession(input: CreateSessionInput): Promise<CheckoutSession> {
    const id = `cs_test_${randomBytes(18).toString('base64url')}`;
    // A promo code's discount is a line of its own, below zero: the lines still add up to the
    // amount, and the page shows it as 'Discount (CODE)  −₹N'.
    const lines = input.discount
      ? [
          ...input.lines,
          {
            name: discountLineName(input.discount.code),
            unitAmount: -input.discount.amount,
            quantity: 1,
          },
        ]
      : input.lines;
    await this.db
      .insertInto('test_checkout_sessions')
      .values({
        id,
        order_id: input.orderId,
        amount: input.amount,
        lines: JSON.stringify(lines),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        status: 'open',
        expires_at: input.expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    return { id, url: `${this.publicUrl}/pay/${id}`, expiresAt: input.expiresAt };
  }

  async find(sessionId: string): Promise<TestSession | undefined> {
    const row = await this.db
      .selectFrom('test_checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return undefined;
    const expiresAt = new Date(row.expires_at);
    const status =
      row.status === 'open' && expiresAt.getTime() <= Date.now()
        ? 'expired'
        : (row.status as TestSession['status']);
    return {
      id: row.id,
      orderId: row.order_id,
      amount: row.amount,
      lines: JSON.parse(row.lines) as TestSession['lines'],
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
      status,
      expiresAt,
    };
  }

  async getSession(sessionId: string): Promise<SessionStatus> {
    const session = await this.find(sessionId);
    if (!session) return { state: 'expired', amount: 0, currency: CURRENCY, orderId: undefined };
    return {
      // A refunded session was paid: its order stays paid (and cancelled).
      state: session.status === 'refunded' ? 'paid' : session.status,
      amount: session.amount,
      currency: CURRENCY,
      orderId: session.orderId,
    };
  }

  async expireSession(sessionId: string): Promise<SessionStatus> {
    await this.db
      .updateTable('test_checkout_sessions')
      .set({ status: 'expired' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
    return this.getSession(sessionId);
  }

  /**
   * Records the paid session as refunded; its refund's id is made from the session's, so a
   * repeat gives the same id and refunds nothing more. Throws when the session was never paid.
   */
  async refund({ sessionId }: RefundInput): Promise<string> {
    await this.db
      .updateTable('test_checkout_sessions')
      .set({ status: 'refunded' })
      .where('id', '=', sessionId)
      .where('status', '=', 'paid')
      .execute();
    const session = await this.find(sessionId);
    if (session?.status !== 'refunded')
      throw new Error(`test checkout session ${sessionId} is not paid, so it cannot be refunded`);
    return `re_test_${sessionId.slice('cs_test_'.length)}`;
  }

  /**
   * Takes the payment if the session is still open and unexpired, and runs `paid` in the same
   * transaction: the session is paid exactly when its order is. True when this call paid it.
   */
  async pay(
    sessionId: string,
    paid: (trx: Transaction<Database>, orderId: string) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const session = await trx
        .updateTable('test_checkout_sessions')
        .set({ status: 'paid' })
        .where('id', '=', sessionId)
        .where('status', '=', 'open')
        .where('expires_at', '>', new Date().toISOString())
        .returning('order_id')
        .executeTakeFirst();
      if (!session) return false;
      await paid(trx, session.order_id);
      return true;
    });
  }
}
