/**
 * Times as the shop says them, on its own clock (its time zone, from the shop's settings):
 * '9:30 AM', and the day an instant falls on there ('Sun 29 Nov'). Never relative to the
 * browser's clock ('today'), which may read another day than the shop's.
 */
import { formatClockTime } from '../../contract/shop-rules';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ShopTime {
  /** 'Sun 29 Nov': the shop's day, also a key that tells days apart within a week. */
  day: string;
  /** '9:30 AM', '9 AM'. */
  clock: string;
}

/** An ISO instant on the shop's clock; undefined when it is not a time. */
export function shopTime(iso: string, timeZone: string): ShopTime | undefined {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((one) => one.type === type)?.value ?? '';
  return {
    day: `${part('weekday')} ${part('day')} ${part('month')}`,
    clock: formatClockTime(`${part('hour')}:${part('minute')}`),
  };
}

/**
 * '9:30 AM' when `iso` falls on the day of `sameDayAs` (another instant: when the order was
 * placed), else '9:30 AM, Sun 29 Nov'; '' when it is not a time.
 */
export function shopTimeText(iso: string, timeZone: string, sameDayAs?: string): string {
  const when = shopTime(iso, timeZone);
  if (!when) return '';
  const reference = sameDayAs ? shopTime(sameDayAs, timeZone) : undefined;
  return reference?.day === when.day ? when.clock : `${when.clock}, ${when.day}`;
}
