/**
 * The quoted time and the slots a shopper may order for (docs/product.md#quoted-times,
 * #ordering-ahead), as /api/shop/times answers and placing an order checks.
 */
import type { Kysely } from 'kysely';
import { FULFILMENT_MESSAGES, quotedMinutes, type Fulfilment } from '../../contract/fulfilment';
import { ORDER_STATUS } from '../../contract/rules';
import type { Database } from '../db/schema';
import { openNow } from './hours';
import type { StoredSettings } from './fulfilment-settings';
import { orderSlots } from './slots';

/** Each this many open orders in the kitchen add QUEUE_STEP_MINUTES to the quote. */
const QUEUE_ORDERS = 3;
const QUEUE_STEP_MINUTES = 5;

export interface OrderTimes {
  asap: boolean;
  minutes: number;
  quote: string;
  slots: string[];
  /** Slots that are full (staff limit orders per slot): refused as fully booked, not offered. */
  full: string[];
  closedMessage?: string;
}

/** Orders the kitchen is cooking now: paid (or paid at the door), neither scheduled nor gone. */
async function openOrders(db: Kysely<Database>): Promise<number> {
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
async function takenSlots(db: Kysely<Database>, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('slot_counts')
    .select(['slot', 'taken'])
    .where('slot', '>=', now.toISOString())
    .execute();
  return new Map(rows.map((row) => [row.slot, Number(row.taken)]));
}

export async function orderTimes(
  db: Kysely<Database>,
  settings: StoredSettings,
  fulfilment: Fulfilment,
  now: Date,
  paused = false,
): Promise<OrderTimes> {
  const queue = Math.floor((await openOrders(db)) / QUEUE_ORDERS) * QUEUE_STEP_MINUTES;
  const times = { preparation: settings.preparationMinutes, delivery: settings.deliveryMinutes };
  const minutes = quotedMinutes(fulfilment, times, queue);
  const limited = settings.slotLimit !== null;
  const answer = orderSlots({
    hours: settings.hours,
    timeZone: settings.timeZone,
    now,
    leadMinutes: minutes,
    perSlot: settings.slotLimit,
    ...(limited ? { taken: await takenSlots(db, now) } : {}),
  });
  const quote =
    fulfilment === 'pickup'
      ? FULFILMENT_MESSAGES.readyIn(minutes)
      : FULFILMENT_MESSAGES.arrivesIn(minutes);
  const open = openNow(settings.hours, settings.timeZone, now);
  return {
    asap: answer.asap && !paused,
    minutes,
    quote,
    slots: answer.slots,
    full: answer.full,
    ...(open.open ? {} : { closedMessage: FULFILMENT_MESSAGES.orderAhead(open.closedMessage) }),
  };
}
