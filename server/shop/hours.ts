/**
 * Whether the shop takes orders now, and what it says while it does not
 * (docs/product.md#opening-hours-and-minimum-order).
 */
import { closedMessage, closedUntilMessage, SETTINGS_MESSAGES } from '../../contract/shop-messages';
import { formatClockTime, WEEKDAYS, type OpeningHours } from '../../contract/shop-rules';
import { shopTimeAt } from './shop-time';

/** Open, or closed with when it opens next in the shop's words. */
export type OpenNow = { open: true } | { open: false; closedMessage: string };

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Open from each day's opening time up to, not including, its closing time, on the shop's wall
 * clock. Closed: the next opening today or tomorrow reads 'We open at 9 AM.'; later in the week
 * it names the day.
 */
export function openNow(hours: OpeningHours, timeZone: string, now: Date): OpenNow {
  const { weekday, minutes } = shopTimeAt(now, timeZone);
  const today = hours[weekday];
  if (today && minutes >= minutesOf(today.open) && minutes < minutesOf(today.close))
    return { open: true };
  if (today && minutes < minutesOf(today.open))
    return { open: false, closedMessage: closedMessage(formatClockTime(today.open)) };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = (weekday + ahead) % 7;
    const next = hours[day];
    if (!next) continue;
    const opensAt = formatClockTime(next.open);
    return {
      open: false,
      closedMessage:
        ahead === 1 ? closedMessage(opensAt) : closedUntilMessage(WEEKDAYS[day]!, opensAt),
    };
  }
  return { open: false, closedMessage: SETTINGS_MESSAGES.closedAllWeek };
}
