/**
 * When the shop's day began, in its own time zone (SHOP_TIME_ZONE): the board shows orders
 * delivered since then. Worked out with Intl, so daylight-saving zones get their midnight right.
 */

/** The wall clock in `timeZone` at `instant`, read as if it were UTC, in milliseconds. */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
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
  const localMidnight = local - (local % 86_400_000);
  // Midnight with the zone's offset of now, then with its offset at that guess (the offset may
  // have changed overnight: daylight saving).
  const guess = localMidnight - (local - second);
  return new Date(localMidnight - (wallClock(guess, timeZone) - guess));
}
