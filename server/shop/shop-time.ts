/**
 * The shop's own time: its wall clock in its time zone (the saved setting, else SHOP_TIME_ZONE),
 * read from the shop's clock (SHOP_CLOCK, else real time). When the shop's day began (the board
 * shows orders delivered since then), what weekday and time it is there (opening hours) and what
 * date (promo codes). Worked out with Intl, so daylight-saving zones get their midnight right.
 */

const MS_PER_DAY = 86_400_000;

/**
 * The shop's clock: real time, or the instant SHOP_CLOCK names at start running on from there,
 * so tests and demos can say "it is Sunday 08:00" without waiting for it.
 */
export class ShopClock {
  private readonly offsetMs: number;

  constructor(startsAt?: Date) {
    this.offsetMs = startsAt ? startsAt.getTime() - Date.now() : 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** One formatter per time zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, read as if it were UTC, in milliseconds. */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The instant of the last midnight in `timeZone` at or before `now`. */
export function startOfShopDay(now: Date, timeZone: string): Date {
  const second = now.getTime() - (now.getTime() % 1000);
  const local = wallClock(second, timeZone);
  const localMidnight = local - (local % MS_PER_DAY);
  // Midnight with the zone's offset of now, then with its offset at that guess (the offset may
  // have changed overnight: daylight saving).
  const guess = localMidnight - (local - second);
  return new Date(localMidnight - (wallClock(guess, timeZone) - guess));
}

export interface ShopTime {
  /** 0 Sunday .. 6 Saturday, as OpeningHours counts them. */
  weekday: number;
  /** Minutes since the shop's midnight. */
  minutes: number;
  /** 'YYYY-MM-DD': the shop's date, as promo codes' dates are written. */
  date: string;
}

/** What the shop's wall clock and calendar say at `now`. */
export function shopTimeAt(now: Date, timeZone: string): ShopTime {
  const local = new Date(wallClock(now.getTime(), timeZone));
  return {
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    date: local.toISOString().slice(0, 10),
  };
}
