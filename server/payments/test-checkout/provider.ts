/**
 * The built-in test checkout: a hosted payment page on this server that behaves like a card
 * provider's, for trying the shop and for tests. Sessions live in the database
 * (session-repository.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CURRENCY } from '../../../contract/money';
import type { Database } from '../../db/schema';
import type {
  CheckoutSession,
  CreateSessionInput,
  PaymentProvider,
  RefundInput,
  SessionStatus,
} from '../provider';
import { TestSessionRepository, type TestSession } from './session-repository';

/** How the page names a promo code's discount. */
function discountLineName(code: string): string {
  return `Discount (${code})`;
}

export class TestCheckout implements PaymentProvider {
  readonly name = 'test' as const;

  private readonly sessions: TestSessionRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
  ) {
    this.sessions = new TestSessionRepository(db);
  }

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
    await this.sessions.insert({
      id,
      orderId: input.orderId,
      amount: input.amount,
      lines,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
    });
    return { id, url: `${this.publicUrl}/pay/${id}`, expiresAt: input.expiresAt };
  }

  async find(sessionId: string): Promise<TestSession | undefined> {
    const session = await this.sessions.find(sessionId);
    if (!session) return undefined;
    const expired = session.status === 'open' && session.expiresAt.getTime() <= Date.now();
    return expired ? { ...session, status: 'expired' } : session;
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
    await this.sessions.expire(sessionId);
    return this.getSession(sessionId);
  }

  /**
   * Records the paid session as refunded; its refund's id is made from the session's, so a
   * repeat gives the same id and refunds nothing more. Throws when the session was never paid.
   */
  async refund({ sessionId }: RefundInput): Promise<string> {
    await this.sessions.markRefunded(sessionId);
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
      const orderId = await this.sessions.markPaid(trx, sessionId, new Date());
      if (orderId === undefined) return false;
      await paid(trx, orderId);
      return true;
    });
  }
}
