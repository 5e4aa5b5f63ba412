/**
 * The pause's columns of the one shop_settings row (pause.ts): when it began, until when, by whom.
 */
import type { Kysely } from 'kysely';
import type { ShopSettingsBody as ShopSettings } from '../../contract/api';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';

const SETTINGS_ROW = 1;

interface PauseColumns {
  paused_at: string;
  paused_until: string | null;
  paused_by: string;
}

export class PauseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The pause as stored, ended or not; undefined before the row exists. */
  async find(): Promise<{ paused_at: string | null; paused_until: string | null } | undefined> {
    return this.db
      .selectFrom('shop_settings')
      .select(['paused_at', 'paused_until'])
      .where('id', '=', SETTINGS_ROW)
      .executeTakeFirst();
  }

  /** Writes the pause; a missing row starts with `settings` (the settings in force). */
  async save(values: PauseColumns, settings: ShopSettings): Promise<void> {
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

  /** Ends the pause, recording who resumed. */
  async clear(staffId: string): Promise<void> {
    await this.db
      .updateTable('shop_settings')
      .set({ paused_at: null, paused_until: null, paused_by: staffId })
      .where('id', '=', SETTINGS_ROW)
      .execute();
  }
}
