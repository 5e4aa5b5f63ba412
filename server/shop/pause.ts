/**
 * Pausing new orders (docs/product.md#the-order-board): kept on the shop_settings row, so every
 * instance reads the same pause; it ends by itself at `paused_until` on the shop's clock, or when
 * staff resume. While it lasts, order/place and GET /api/shop say the same sentence.
 */
import type { Kysely } from 'kysely';
import type { PauseState, ShopSettingsBody as ShopSettings } from '../../contract/api';
import { PAUSE_MESSAGES, PAUSE_MINUTES, pausedMessage } from '../../contract/pause-messages';
import { formatClockTime } from '../../contract/shop-rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import { shopTimeAt } from './shop-time';

const SETTINGS_ROW = 1;
const MINUTE_MS = 60_000;

/** The minutes staff asked for (15, 30, 60, or null: until resumed), or a 400. */
export function validPauseMinutes(minutes: number | null): number | null {
  if (minutes === null || (PAUSE_MINUTES as readonly number[]).includes(minutes)) return minutes;
  throw new Refusal(400, PAUSE_MESSAGES.badMinutes);
}

/** 'Not taking orders right now — back at 8:30 PM', the time on the shop's wall clock. */
function pauseSentence(until: Date | null, timeZone: string): string {
  if (!until) return pausedMessage(null);
  const { minutes } = shopTimeAt(until, timeZone);
  const clock = (value: number) => String(value).padStart(2, '0');
  return pausedMessage(
    formatClockTime(`${clock(Math.floor(minutes / 60))}:${clock(minutes % 60)}`),
  );
}

export class ShopPause {
  constructor(
    private readonly db: Kysely<Database>,
    /** The settings as they stand (their defaults until staff save some): the row's first values. */
    private readonly settings: () => Promise<ShopSettings>,
  ) {}

  /** The pause in force at `now`, or undefined while orders are taken. */
  async state(now: Date, timeZone: string): Promise<PauseState | undefined> {
    const row = await this.db
      .selectFrom('shop_settings')
      .select(['paused_at', 'paused_until'])
      .where('id', '=', SETTINGS_ROW)
      .executeTakeFirst();
    if (!row?.paused_at) return undefined;
    const until = row.paused_until === null ? null : new Date(row.paused_until);
    if (until && until.getTime() <= now.getTime()) return undefined;
    return { until: until?.toISOString() ?? null, message: pauseSentence(until, timeZone) };
  }

  /**
   * Pauses from `now` for `minutes` (the end rounded up to a whole minute, so 'back at 8:30 PM'
   * is when orders are taken again), or until resumed when null. A new pause replaces the last.
   */
  async pause(minutes: number | null, staffId: string, now: Date): Promise<void> {
    const until =
      minutes === null
        ? null
        : new Date(Math.ceil((now.getTime() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
    const values = {
      paused_at: now.toISOString(),
      paused_until: until?.toISOString() ?? null,
      paused_by: staffId,
    };
    // Before staff first save settings there is no row: it starts with the settings in force.
    const settings = await this.settings();
    await this.db
      .insertInto('shop_settings')
      .values({
        id: SETTINGS_ROW,
        hours: JSON.stringify(settings.hours),
        time_zone: settings.timeZone,
        minimum_order: settings.minimumOrder,
        updated_at: timestamp(),
        updated_by: null,
        ...values,
      })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }

  async resume(staffId: string): Promise<void> {
    await this.db
      .updateTable('shop_settings')
      .set({ paused_at: null, paused_until: null, paused_by: staffId })
      .where('id', '=', SETTINGS_ROW)
      .execute();
  }
}
