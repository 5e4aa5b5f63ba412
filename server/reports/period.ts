/**
 * A report's period in the shop's time zone: its days, when it begins, and the zone's offset from
 * UTC over it (docs/product.md#reports). SQLite knows no time zones, so its queries shift each
 * payment time by the offset in force then (the spans below: one, or more across a change of
 * daylight saving time); PostgreSQL converts with the zone itself.
 */
import type { Static } from '@sinclair/typebox';
import type { ReportPeriod as PeriodSchema } from '../../contract/schemas/reports';
import { shopTimeAt, startOfShopDay } from '../shop/shop-time';

export type ReportPeriod = Static<typeof PeriodSchema>;

const DAYS: Record<ReportPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
const MS_PER_MINUTE = 60_000;

/** The zone's offset from UTC, in minutes, up to (not including) `until`; null: to the end. */
interface OffsetSpan {
  until: string | null;
  minutes: number;
}

export interface ReportWindow {
  period: ReportPeriod;
  timeZone: string;
  /** ISO: the first day's midnight in the shop's zone. */
  from: string;
  /** ISO: the moment the report is made (payments up to, not including, it count). */
  to: string;
  /** Every day of the period, 'YYYY-MM-DD' in the shop's zone, oldest first. */
  days: string[];
  offsets: OffsetSpan[];
}

/** The zone's offset from UTC at `instant`, in minutes (+330 for India). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first minute at which the offset differs from the one at `start` (before `end`). */
function changeBetween(start: number, end: number, timeZone: string): number {
  const before = offsetMinutes(new Date(start), timeZone);
  let low = start;
  let high = end;
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (offsetMinutes(new Date(middle), timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The offsets in force between the instants, in order (the zone changes at most once a day). */
function offsetSpans(instants: readonly number[], timeZone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  for (let index = 1; index < instants.length; index += 1) {
    const start = instants[index - 1]!;
    const end = instants[index]!;
    if (offsetMinutes(new Date(start), timeZone) === offsetMinutes(new Date(end), timeZone))
      continue;
    const change = changeBetween(start, end, timeZone);
    spans.push({
      until: new Date(change).toISOString(),
      minutes: offsetMinutes(new Date(start), timeZone),
    });
  }
  const last = instants[instants.length - 1]!;
  spans.push({ until: null, minutes: offsetMinutes(new Date(last), timeZone) });
  return spans;
}

export function reportWindow(period: ReportPeriod, timeZone: string, now: Date): ReportWindow {
  const starts = [startOfShopDay(now, timeZone)];
  while (starts.length < DAYS[period]) {
    // One millisecond before a midnight is the day before.
    starts.unshift(startOfShopDay(new Date(starts[0]!.getTime() - 1), timeZone));
  }
  return {
    period,
    timeZone,
    from: starts[0]!.toISOString(),
    to: now.toISOString(),
    days: starts.map((start) => shopTimeAt(start, timeZone).date),
    offsets: offsetSpans([...starts.map((start) => start.getTime()), now.getTime()], timeZone),
  };
}

/**
 * How a window is read from sums kept per `minutes` of UTC: the whole slots inside it (`from`
 * inclusive to `to` exclusive, slots by their first instant) and the times at its edges, before
 * the first whole slot and after the last, which are read order by order. A window shorter than a
 * slot is all edge.
 */
export interface SlotRange {
  from: string;
  to: string;
  edges: Array<[string, string]>;
}

export function slotRange(window: ReportWindow, minutes: number): SlotRange {
  const size = minutes * MS_PER_MINUTE;
  const first = Math.ceil(Date.parse(window.from) / size) * size;
  const end = Math.floor(Date.parse(window.to) / size) * size;
  if (first >= end)
    return { from: window.from, to: window.from, edges: [[window.from, window.to]] };
  const [from, to] = [new Date(first).toISOString(), new Date(end).toISOString()];
  return {
    from,
    to,
    edges: [
      [window.from, from],
      [to, window.to],
    ],
  };
}
