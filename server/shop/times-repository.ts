/**
 * What the quoted time and the slots count (times.ts): the orders the kitchen is cooking, and the
 * places taken in the limited slots.
 */
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../contract/rules';
import type { Database } from '../db/schema';

/** Orders the kitchen is cooking now: paid (or paid at the door), neither scheduled nor gone. */
export async function openOrders(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', ORDER_STATUS.processing)
    .where('scheduled', '=', 0)
    .where((eb) => eb.or([eb('paid', '=', 1), eb('payment_method', '=', 'on-delivery')]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Places taken in each limited slot from now on. */
export async function takenSlots(db: Kysely<Database>, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('slot_counts')
    .select(['slot', 'taken'])
    .where('slot', '>=', now.toISOString())
    .execute();
  return new Map(rows.map((row) => [row.slot, Number(row.taken)]));
}
