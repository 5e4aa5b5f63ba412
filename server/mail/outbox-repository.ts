/**
 * The email outbox (docs/operations.md#emails). An email is owed the moment an order's change is
 * recorded: OrderRepository writes its row in the same transaction, so a payment is never held
 * up or undone by mail, and no paid order is left without its receipt. Workers on every
 * instance take due rows one at a time with a conditional update (a lock with an expiry), so
 * one instance sends each email; a failed send is tried again later, each pause twice the one
 * before, up to an hour, and the email is given up after MAX_ATTEMPTS (at once when the order's
 * email is not one usable address).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';

export type EmailKind = 'receipt' | 'out-for-delivery' | 'cancelled' | 'password-reset';

/** The order change that makes each email owed. */
const EMAIL_FOR_STATUS: Partial<Record<OrderStatus, EmailKind>> = {
  [ORDER_STATUS.processing]: 'receipt',
  [ORDER_STATUS.outForDelivery]: 'out-for-delivery',
  [ORDER_STATUS.cancelled]: 'cancelled',
};

const MAX_ATTEMPTS = 12;
const LONGEST_PAUSE_MS = 60 * 60 * 1000;
/** How long an instance may take to send one email before another may take it over. */
const LOCK_MS = 2 * 60 * 1000;

export interface OwedEmail {
  id: string;
  kind: EmailKind;
  /** The order an order's email is about; null for a password reset's. */
  orderId: string | null;
  /** The reset whose link a 'password-reset' email carries (server/accounts/); else null. */
  resetId: string | null;
  attempts: number;
}

/** Refunded, or nothing to refund: an order to be paid at the door, not paid. */
async function settledUp(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('orders')
    .select(['refund_id', 'payment_method', 'paid'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return false;
  return Boolean(row.refund_id) || (row.payment_method === 'on-delivery' && !Number(row.paid));
}

export class EmailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the email an order's new status calls for, if any, inside that change's transaction. */
  async owe(trx: Transaction<Database>, orderId: string, status: OrderStatus): Promise<void> {
    const kind = EMAIL_FOR_STATUS[status];
    if (!kind) return;
    // A cancelled order's email tells of its refund: it is owed once the refund is recorded, or
    // at once when nothing was charged (to be paid at the door).
    if (kind === 'cancelled' && !(await settledUp(trx, orderId))) return;
    const now = new Date().toISOString();
    await trx
      .insertInto('email_outbox')
      .values({
        id: randomUUID(),
        dedupe_key: `${kind}:${orderId}`,
        kind,
        order_id: orderId,
        state: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  /** Records a password reset's email inside the transaction that records the reset. */
  async oweReset(trx: Transaction<Database>, resetId: string): Promise<void> {
    const now = new Date().toISOString();
    await trx
      .insertInto('email_outbox')
      .values({
        id: randomUUID(),
        dedupe_key: `password-reset:${resetId}`,
        kind: 'password-reset',
        reset_id: resetId,
        state: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
  }

  /** Takes the next due email for this instance to send, or undefined when none is due. */
  async take(now = new Date()): Promise<OwedEmail | undefined> {
    const at = now.toISOString();
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    // A few tries: another instance may take the row this one picked first.
    for (let tries = 0; tries < 5; tries += 1) {
      const due = await this.db
        .selectFrom('email_outbox')
        .select(['id', 'kind', 'order_id', 'reset_id', 'attempts'])
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(1)
        .executeTakeFirst();
      if (!due) return undefined;
      // Taken only if still free: under concurrency exactly one update matches.
      const taken = await this.db
        .updateTable('email_outbox')
        .set({ locked_until: lockedUntil, attempts: sql<number>`attempts + 1` })
        .where('id', '=', due.id)
        .where('state', '=', 'pending')
        .where('attempts', '=', due.attempts)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1)
        return {
          id: due.id,
          kind: due.kind as EmailKind,
          orderId: due.order_id,
          resetId: due.reset_id,
          attempts: Number(due.attempts) + 1,
        };
    }
    return undefined;
  }

  /** When the next email waiting for a retry is due, if any. */
  async nextDue(): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('due'))
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return row?.due ? new Date(row.due) : undefined;
  }

  async sent(id: string): Promise<void> {
    await this.db
      .updateTable('email_outbox')
      .set({
        state: 'sent',
        sent_at: new Date().toISOString(),
        locked_until: null,
        last_error: null,
      })
      .where('id', '=', id)
      .execute();
  }

  /** An email that cannot be sent whatever is tried: given up at once, with the reason. */
  async givenUp(id: string, reason: string): Promise<void> {
    await this.db
      .updateTable('email_outbox')
      .set({ state: 'failed', locked_until: null, last_error: reason.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }

  /** A failed try: due again after a pause that doubles with each try, or given up. */
  async failed(
    email: OwedEmail,
    error: string,
    firstPauseMs: number,
    now = new Date(),
  ): Promise<void> {
    const givenUp = email.attempts >= MAX_ATTEMPTS;
    const pause = Math.min(LONGEST_PAUSE_MS, firstPauseMs * 2 ** (email.attempts - 1));
    await this.db
      .updateTable('email_outbox')
      .set({
        state: givenUp ? 'failed' : 'pending',
        next_attempt_at: new Date(now.getTime() + pause).toISOString(),
        locked_until: null,
        last_error: error.slice(0, 500),
      })
      .where('id', '=', email.id)
      .execute();
  }
}
