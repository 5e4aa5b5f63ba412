/**
 * The times a shopper may order for (docs/product.md#ordering-ahead): 'as soon as possible'
 * while the shop is open, and 15-minute slots from today to six days ahead. A slot is the time
 * the order is due (ready at the counter, or at the door). It is offered when
 * - it is no sooner than now plus the quoted time (preparation, and delivery for a delivery);
 * - the kitchen can start it inside that day's opening hours: due minus the quoted time is at or
 *   after opening, and the order is due no later than closing;
 * - its slot is not full, when staff limit orders per slot.
 * Worked on the shop's wall clock in its time zone; a slot is sent as the UTC instant it names.
 */
import type { OpeningHours } from '../../contract/shop-rules';
import { shopTimeAt, startOfShopDay } from './shop-time';

export const SLOT_MINUTES = 15;
/** Today and the next six days. */
const SLOT_DAYS = 7;

const MS_PER_MINUTE = 60_000;

export interface SlotQuestion {
  hours: OpeningHours;
  timeZone: string;
  now: Date;
  /** Minutes from now until an order placed now could be due: preparation (+ delivery). */
  leadMinutes: number;
  /** Orders already due in each slot (keyed by the slot's ISO instant), when slots are limited. */
  taken?: ReadonlyMap<string, number>;
  /** The most orders one slot takes; null or undefined: no limit. */
  perSlot?: number | null;
}

export interface SlotAnswer {
  /** Whether 'As soon as possible' is offered: the shop is open and can finish before closing. */
  asap: boolean;
  /** The slots offered, earliest first, as ISO instants. */
  slots: string[];
  /** The slots that would be offered but are full, earliest first. */
  full: string[];
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The instant `minutes` after the shop's midnight on the day that starts at `dayStart`. */
function atShopMinutes(dayStart: Date, minutes: number, timeZone: string): Date {
  const guess = new Date(dayStart.getTime() + minutes * MS_PER_MINUTE);
  // A daylight-saving change during the day moves the wall clock: correct by the difference.
  const drift = shopTimeAt(guess, timeZone).minutes - minutes;
  return drift === 0 ? guess : new Date(guess.getTime() - drift * MS_PER_MINUTE);
}

/** The first instant of the shop's next day after the day that starts at `dayStart`. */
function nextShopDay(dayStart: Date, timeZone: string): Date {
  // 26 hours on lands in the next day whatever daylight saving does; its midnight is the start.
  return startOfShopDay(new Date(dayStart.getTime() + 26 * 60 * MS_PER_MINUTE), timeZone);
}

export function orderSlots(question: SlotQuestion): SlotAnswer {
  const { hours, timeZone, now, leadMinutes, taken, perSlot } = question;
  const earliest = now.getTime() + leadMinutes * MS_PER_MINUTE;
  const full = (iso: string) => perSlot != null && (taken?.get(iso) ?? 0) >= perSlot;
  const slots: string[] = [];
  const fullSlots: string[] = [];
  let dayStart = startOfShopDay(now, timeZone);
  for (let day = 0; day < SLOT_DAYS; day += 1) {
    const weekday = shopTimeAt(dayStart, timeZone).weekday;
    const today = hours[weekday];
    if (today) {
      const open = minutesOf(today.open);
      const close = minutesOf(today.close);
      const first = Math.ceil((open + leadMinutes) / SLOT_MINUTES) * SLOT_MINUTES;
      for (let minutes = first; minutes <= close; minutes += SLOT_MINUTES) {
        const due = atShopMinutes(dayStart, minutes, timeZone);
        if (due.getTime() < earliest) continue;
        const iso = due.toISOString();
        (full(iso) ? fullSlots : slots).push(iso);
      }
    }
    dayStart = nextShopDay(dayStart, timeZone);
  }
  return { asap: canStartNow(hours, timeZone, now, leadMinutes), slots, full: fullSlots };
}

/** Open now, and an order started now is due by closing time. */
function canStartNow(
  hours: OpeningHours,
  timeZone: string,
  now: Date,
  leadMinutes: number,
): boolean {
  const { weekday, minutes } = shopTimeAt(now, timeZone);
  const today = hours[weekday];
  if (!today) return false;
  const open = minutesOf(today.open);
  const close = minutesOf(today.close);
  return minutes >= open && minutes < close && minutes + leadMinutes <= close;
}
