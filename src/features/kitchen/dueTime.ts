/**
 * An order's promised time as the board says it, on the shop's clock (its time zone, from the
 * shop's settings): '9:30 AM' today, 'Sat 9:30 AM' on another day (a scheduled order may be days
 * ahead).
 */
import { formatClockTime } from '../../../contract/shop-rules';

function partsIn(instant: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((one) => one.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday'),
    clock: `${part('hour')}:${part('minute')}`,
  };
}

/** '9:30 AM', or 'Sat 9:30 AM' when `dueAt` is not on the day of `now`; '' for no time. */
export function dueTimeText(dueAt: string, now: number, timeZone?: string): string {
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return '';
  const when = partsIn(due, timeZone);
  const today = partsIn(new Date(now), timeZone);
  const clock = formatClockTime(when.clock);
  return when.day === today.day ? clock : `${when.weekday} ${clock}`;
}
