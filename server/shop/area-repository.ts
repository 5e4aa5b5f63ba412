/**
 * Staff's delivery areas in `delivery_areas` (docs/product.md#delivery-areas; checked by
 * areas.ts): each a name, the PIN codes it covers, a fee and a minimum order. Until one exists
 * the shop delivers to every PIN code for the spec's flat fee (contract/fulfilment.ts
 * deliveryTermsFor).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { AREA_MESSAGES, type DeliveryArea } from '../../contract/fulfilment';
import { timestamp } from '../clock';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import type { AreaInput } from './areas';

function areaOf(row: Selectable<Database['delivery_areas']>): DeliveryArea {
  return {
    id: row.id,
    name: row.name,
    pins: JSON.parse(row.pins) as string[],
    fee: Number(row.fee),
    minimum: Number(row.minimum),
  };
}

export class DeliveryAreaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every area, in the order staff added them. */
  async list(): Promise<DeliveryArea[]> {
    const rows = await this.db
      .selectFrom('delivery_areas')
      .selectAll()
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    return rows.map(areaOf);
  }

  /** Adds the area, or changes the one with its id: undefined when that id is not found. */
  async save(area: AreaInput): Promise<DeliveryArea | undefined> {
    const values = {
      name: area.name,
      pins: JSON.stringify(area.pins),
      fee: area.fee,
      minimum: area.minimum,
    };
    try {
      if (area.id) {
        const result = await this.db
          .updateTable('delivery_areas')
          .set(values)
          .where('id', '=', area.id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1 ? { id: area.id, ...area } : undefined;
      }
      const id = randomUUID();
      const last = await this.db
        .selectFrom('delivery_areas')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const position = Number(last?.position ?? 0) + 1;
      await this.db
        .insertInto('delivery_areas')
        .values({ id, ...values, position, created_at: timestamp() })
        .execute();
      return { ...area, id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal(409, AREA_MESSAGES.nameTaken, 'name');
      throw error;
    }
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('delivery_areas')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
