/**
 * The shop's settings (docs/product.md#opening-hours-and-minimum-order): opening hours, time zone,
 * minimum order and the fulfilment settings (fulfilment-settings.ts), in the one shop_settings row
 * once staff save them (checked by settings.ts); the defaults until then. Read from the database
 * on every use, so every instance follows a change at once.
 */
import type { Kysely } from 'kysely';
import type { ShopSettingsBody as ShopSettings } from '../../contract/api';
import type { Fulfilment } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../contract/shop-rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import { DeliveryAreaRepository } from './area-repository';
import {
  DEFAULT_FULFILMENT,
  fulfilmentColumns,
  fulfilmentOfRow,
  type StoredSettings,
} from './fulfilment-settings';
import { ShopPause } from './pause';
import { orderTimes, type OrderTimes } from './times';

const SETTINGS_ROW = 1;

export class ShopSettingsRepository {
  /** Pausing new orders (pause.ts), kept on the same row. */
  readonly pause: ShopPause;
  /** Staff's delivery areas (area-repository.ts). */
  readonly areas: DeliveryAreaRepository;

  constructor(
    private readonly db: Kysely<Database>,
    /** SHOP_TIME_ZONE: the time zone until staff save one. */
    private readonly defaultTimeZone: string,
  ) {
    this.pause = new ShopPause(db, () => this.get());
    this.areas = new DeliveryAreaRepository(db);
  }

  async get(): Promise<StoredSettings> {
    const row = await this.db
      .selectFrom('shop_settings')
      .selectAll()
      .where('id', '=', SETTINGS_ROW)
      .executeTakeFirst();
    if (!row)
      return {
        hours: DEFAULT_OPENING_HOURS.map((day) => day && { ...day }),
        timeZone: this.defaultTimeZone,
        minimumOrder: 0,
        ...DEFAULT_FULFILMENT,
      };
    return {
      hours: JSON.parse(row.hours) as OpeningHours,
      timeZone: row.time_zone,
      minimumOrder: Number(row.minimum_order),
      ...fulfilmentOfRow(row),
    };
  }

  /** The quote and slots of an order placed at `now` (times.ts). */
  async times(fulfilment: Fulfilment, now: Date, paused = false): Promise<OrderTimes> {
    return orderTimes(this.db, await this.get(), fulfilment, now, paused);
  }

  /** Writes the one row (validated settings only); fulfilment fields left out stay as stored. */
  async save(settings: ShopSettings, staffId: string): Promise<StoredSettings> {
    const values = {
      hours: JSON.stringify(settings.hours),
      time_zone: settings.timeZone,
      minimum_order: settings.minimumOrder,
      ...fulfilmentColumns(settings),
      updated_at: timestamp(),
      updated_by: staffId,
    };
    await this.db
      .insertInto('shop_settings')
      .values({ id: SETTINGS_ROW, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    return this.get();
  }
}
