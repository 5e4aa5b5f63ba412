/**
 * The webhook events already handled (payment_events), so that a redelivered event changes
 * nothing. An event is recorded only after it was handled, so one whose handling failed is
 * handled again when Stripe retries it.
 */
import type { Kysely } from 'kysely';
import { timestamp } from '../../clock';
import type { Database } from '../../db/schema';

export class PaymentEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async isProcessed(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the event as handled; true when this call recorded it first. */
  async markProcessed(eventId: string, type: string): Promise<boolean> {
    const result = await this.db
      .insertInto('payment_events')
      .values({ event_id: eventId, type, created_at: timestamp() })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
