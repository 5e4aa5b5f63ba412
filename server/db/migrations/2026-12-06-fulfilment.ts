/**
 * Delivery or pickup, delivery areas, quoted times and ordering ahead
 * (docs/product.md#delivery-or-pickup):
 * - shop_settings: `pickup_address`, `preparation_minutes`, `delivery_minutes` (null: the
 *   defaults in contract/fulfilment.ts), `slot_limit` (orders per 15-minute slot; null: no
 *   limit) and `pay_on_delivery_max` (whole rupees; null: pay on delivery off).
 * - delivery_areas: staff's areas, each with its PIN codes (JSON), fee and minimum order; a name
 *   is unique whatever its case.
 * - orders: `fulfilment` ('delivery' | 'pickup'), `due_at` (the promised time), `scheduled` (1
 *   while an order for a later slot waits for the kitchen), `released_at` (when it went to the
 *   kitchen), `payment_method` ('card' | 'on-delivery'), `delivery_fee` (whole rupees; the spec's
 *   50 for orders placed before) and `slot` (the slot whose place the order holds while slots
 *   are limited; null: none, or given back).
 * - slot_counts: the places taken in each limited slot, changed by one conditional statement.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

const SETTINGS_COLUMNS = [
  ['pickup_address', 'text'],
  ['preparation_minutes', 'integer'],
  ['delivery_minutes', 'integer'],
  ['slot_limit', 'integer'],
  ['pay_on_delivery_max', 'integer'],
] as const;

async function addOrderColumns(db: Kysely<unknown>): Promise<void> {
  const orders = () => db.schema.alterTable('orders');
  await orders()
    .addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('delivery'))
    .execute();
  await orders().addColumn('due_at', 'text').execute();
  await orders()
    .addColumn('scheduled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await orders().addColumn('released_at', 'text').execute();
  await orders()
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
  await orders()
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await orders().addColumn('slot', 'text').execute();
  // What the release tick reads: the few orders still waiting for their slot.
  await db.schema
    .createIndex('orders_scheduled_due')
    .on('orders')
    .columns(['due_at', 'id'])
    .where(sql.ref('scheduled'), '=', 1)
    .execute();
}

const ORDER_COLUMNS = [
  'fulfilment',
  'due_at',
  'scheduled',
  'released_at',
  'payment_method',
  'delivery_fee',
  'slot',
] as const;

export function fulfilment() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [column, type] of SETTINGS_COLUMNS)
        await db.schema.alterTable('shop_settings').addColumn(column, type).execute();
      await db.schema
        .createTable('delivery_areas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('pins', 'text', (c) => c.notNull())
        .addColumn('fee', 'integer', (c) => c.notNull())
        .addColumn('minimum', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('delivery_areas_name')
        .on('delivery_areas')
        .expression(sql`lower(name)`)
        .unique()
        .execute();
      await db.schema
        .createTable('slot_counts')
        .addColumn('slot', 'text', (c) => c.primaryKey())
        .addColumn('taken', 'integer', (c) => c.notNull())
        .execute();
      await addOrderColumns(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('orders_scheduled_due').execute();
      for (const column of ORDER_COLUMNS)
        await db.schema.alterTable('orders').dropColumn(column).execute();
      await db.schema.dropTable('slot_counts').execute();
      await db.schema.dropTable('delivery_areas').execute();
      for (const [column] of SETTINGS_COLUMNS)
        await db.schema.alterTable('shop_settings').dropColumn(column).execute();
    },
  };
}
