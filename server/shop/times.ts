/**
 * The quoted time and the slots a shopper may order for (docs/product.md#quoted-times,
 * #ordering-ahead), as /api/shop/times answers and placing an order checks. What they count in
 * the database: times-repository.ts.
 */
import type { Kysely } from 'kysely';
import { FULFILMENT_MESSAGES, quotedMinutes, type Fulfilment } from '../../contract/fulfilment';
import type { Database } from '../db/schema';
import { openNow } from './hours';
import type { StoredSettings } from './fulfilment-settings';
import { orderSlots } from './slots';
import { openOrders, takenSlots } from './times-repository';

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
