/**
 * The test checkout's sessions (provider.ts) in `test_checkout_sessions`: each is open until paid
 * or expired, and a paid one may be refunded; every change is one conditional UPDATE.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckoutLine } from '../provider';

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

export class TestSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: Omit<TestSession, 'status'>): Promise<void> {
    await this.db
      .insertInto('test_checkout_sessions')
      .values({
        id: session.id,
        order_id: session.orderId,
        amount: session.amount,
        lines: JSON.stringify(session.lines),
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        status: 'open',
        expires_at: session.expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The session as stored: an open one past its expiry still reads 'open'. */
  async find(sessionId: string): Promise<TestSession | undefined> {
    const row = await this.db
      .selectFrom('test_checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      orderId: row.order_id,
      amount: row.amount,
      lines: JSON.parse(row.lines) as TestSession['lines'],
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
      status: row.status as TestSession['status'],
      expiresAt: new Date(row.expires_at),
    };
  }

  /** Expires the session if it is still open. */
  async expire(sessionId: string): Promise<void> {
    await this.db
      .updateTable('test_checkout_sessions')
      .set({ status: 'expired' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
  }

  /** Marks the session refunded if it was paid. */
  async markRefunded(sessionId: string): Promise<void> {
    await this.db
      .updateTable('test_checkout_sessions')
      .set({ status: 'refunded' })
      .where('id', '=', sessionId)
      .where('status', '=', 'paid')
      .execute();
  }

  /** Pays the session if it is open and unexpired at `now`: its order's id, else undefined. */
  async markPaid(
    trx: Transaction<Database>,
    sessionId: string,
    now: Date,
  ): Promise<string | undefined> {
    const session = await trx
      .updateTable('test_checkout_sessions')
      .set({ status: 'paid' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .where('expires_at', '>', now.toISOString())
      .returning('order_id')
      .executeTakeFirst();
    return session?.order_id;
  }
}
