/**
 * Pausing new orders (docs/product.md#the-order-board): kept on the shop_settings row, so every
 * instance reads the same pause; it ends by itself at `paused_until` on the shop's clock, or when
 * staff resume. While it lasts, order/place and GET /api/shop say the same sentence. Its columns'
 * SQL: pause-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { PauseState, ShopSettingsBody as ShopSettings } from '../../contract/api';
import { pausedMessage } from '../../contract/pause-messages';
import { formatClockTime } from '../../contract/shop-rules';
import type { Database } from '../db/schema';
import { PauseRepository } from './pause-repository';
import { shopTimeAt } from './shop-time';

const MINUTE_MS = 60_000;

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
  private readonly rows: PauseRepository;

  constructor(
    db: Kysely<Database>,
    /** The settings as they stand (their defaults until staff save some): the row's first values. */
    private readonly settings: () => Promise<ShopSettings>,
  ) {
    this.rows = new PauseRepository(db);
  }

  /** The pause in force at `now`, or undefined while orders are taken. */
  async state(now: Date, timeZone: string): Promise<PauseState | undefined> {
    const row = await this.rows.find();
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
    await this.rows.save(values, await this.settings());
  }

  async resume(staffId: string): Promise<void> {
    await this.rows.clear(staffId);
  }
}
