/**
 * The shop's settings as staff send them (docs/product.md#opening-hours-and-minimum-order):
 * opening hours, time zone, minimum order and the fulfilment settings (fulfilment-settings.ts),
 * checked before settings-repository.ts stores them.
 */
import type { ShopSettingsBody as ShopSettings } from '../../contract/api';
import { SETTINGS_MESSAGES } from '../../contract/shop-messages';
import { CLOCK_TIME, type DayHours, type OpeningHours } from '../../contract/shop-rules';
import { Refusal } from '../http/errors';
import { validFulfilment } from './fulfilment-settings';

/** A generous ceiling, so nothing absurd is stored. */
const MINIMUM_ORDER_MAX = 1_000_000;

/** Whether this Node's Intl knows the IANA zone (it throws a RangeError for one it does not). */
function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The settings as staff sent them, checked and tidied, or a 400 in the shop's words. */
export function validSettings(input: ShopSettings): ShopSettings {
  const hours: OpeningHours = input.hours.map((day, index): DayHours | null => {
    if (day === null) return null;
    const open = day.open.trim();
    const close = day.close.trim();
    if (!CLOCK_TIME.test(open))
      throw new Refusal(400, SETTINGS_MESSAGES.badTime, `hours.${index}.open`);
    if (!CLOCK_TIME.test(close))
      throw new Refusal(400, SETTINGS_MESSAGES.badTime, `hours.${index}.close`);
    // 'HH:MM' strings order as the times do.
    if (close <= open)
      throw new Refusal(400, SETTINGS_MESSAGES.closeBeforeOpen, `hours.${index}.close`);
    return { open, close };
  });
  const timeZone = input.timeZone.trim();
  if (!isKnownTimeZone(timeZone)) throw new Refusal(400, SETTINGS_MESSAGES.badTimeZone, 'timeZone');
  const { minimumOrder } = input;
  if (!Number.isInteger(minimumOrder) || minimumOrder < 0 || minimumOrder > MINIMUM_ORDER_MAX)
    throw new Refusal(400, SETTINGS_MESSAGES.badMinimum, 'minimumOrder');
  return { hours, timeZone, minimumOrder, ...validFulfilment(input) };
}
