/**
 * Sums kept per time slot for the reports (docs/product.md#reports), so a period's figures read a
 * few thousand rows instead of every order (docs/operations.md#benchmarks):
 * - `report_order_figures`: what each counted order (`orders.report_at` set) adds to its slot:
 *   1 and its amount as an order, or 1 and its amount as a refund; and, for an order not
 *   refunded, 1 if a pickup and its milliseconds from reaching the board (its report time, or its
 *   release for an order for a chosen time) to acceptance, and from acceptance to its first
 *   'Delivered'.
 * - `report_slots`: those summed per quarter hour of UTC (`slot`: its first instant, ISO text).
 * - `report_dish_hours`: each dish's quantity, revenue and lines per hour of UTC, from the lines
 *   of the counted orders not refunded.
 * The database keeps them: whenever a counted order's report time, refund, amount, fulfilment,
 * acceptance or release changes, or it is delivered, its row is taken out of the sums and written
 * again from the order as it is now, so the sums never depend on the order the changes come in.
 * Orders from before are summed here.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

const DELIVERED = sql.lit('Delivered');
/**
 * What an order's figures depend on. PostgreSQL sets `report_at` in a trigger before the row is
 * written, which an `update of report_at` trigger does not see: `paid` and `status` stand for it.
 */
const WATCHED = sql`paid, status, report_at, refund_id, amount, fulfilment, accepted_at, released_at`;

/** The quarter hour of UTC an ISO time falls in, as its first instant. */
function quarterOf(time: RawBuilder<unknown>) {
  const minute = sql`substr(${time}, 15, 2)`;
  return sql`substr(${time}, 1, 14) || case when ${minute} < '15' then '00'
    when ${minute} < '30' then '15' when ${minute} < '45' then '30' else '45' end || ':00.000Z'`;
}

const hourOf = (time: RawBuilder<unknown>) => sql`substr(${time}, 1, 13) || ':00:00.000Z'`;

/** Whole milliseconds from one ISO time to another. */
function millisecondsBetween(dialect: Dialect, from: RawBuilder<unknown>, to: RawBuilder<unknown>) {
  return dialect === 'postgres'
    ? sql`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`
    : sql`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`;
}

/** The lines of the order `o` as rows of name, quantity and revenue (whole rupees). */
function linesOf(dialect: Dialect) {
  if (dialect === 'postgres') {
    const quantity = sql`coalesce((j.line ->> 'quantity')::integer, 0)`;
    return {
      join: sql`cross join lateral jsonb_array_elements(o.items::jsonb) as j(line)`,
      name: sql`coalesce(j.line ->> 'name', '')`,
      quantity,
      revenue: sql`(coalesce(round((j.line ->> 'price')::numeric * 10), 0) * ${quantity})::integer`,
    };
  }
  const quantity = sql`coalesce(json_extract(j.value, '$.quantity'), 0)`;
  return {
    join: sql`cross join json_each(o.items) as j`,
    name: sql`coalesce(json_extract(j.value, '$.name'), '')`,
    quantity,
    revenue: sql`coalesce(cast(round(json_extract(j.value, '$.price') * 10) as integer), 0) * ${quantity}`,
  };
}

const FIGURES = [
  'orders',
  'revenue',
  'refunds',
  'refunded',
  'pickup',
  'accepted',
  'accept_ms',
  'delivered',
  'deliver_ms',
] as const;

const figureList = sql.join(FIGURES.map((name) => sql.ref(name)));

/** The figures rows of the counted orders `which` selects (`o.id = …`, or every one). */
function orderFigures(dialect: Dialect, which: RawBuilder<unknown>) {
  const kept = sql`o.refund_id is null`;
  const accepted = sql`${kept} and o.accepted_at is not null`;
  const delivered = sql`${accepted} and o.delivered_at is not null`;
  const ms = (from: string, to: string) =>
    millisecondsBetween(dialect, sql.ref(`o.${from}`), sql.ref(`o.${to}`));
  return sql`insert into report_order_figures (order_id, report_at, slot, ${figureList})
    select o.id, o.report_at, ${quarterOf(sql`o.report_at`)},
      case when ${kept} then 1 else 0 end, case when ${kept} then o.amount else 0 end,
      case when ${kept} then 0 else 1 end, case when ${kept} then 0 else o.amount end,
      case when ${kept} and coalesce(o.fulfilment, 'delivery') = 'pickup' then 1 else 0 end,
      case when ${accepted} then 1 else 0 end,
      case when ${accepted} then ${ms('board_at', 'accepted_at')} else 0 end,
      case when ${delivered} then 1 else 0 end,
      case when ${delivered} then ${ms('accepted_at', 'delivered_at')} else 0 end
    from (
      select o.*, case when o.released_at > o.report_at then o.released_at else o.report_at end
          as board_at,
        (select min(e.created_at) from order_events as e
          where e.order_id = o.id and e.status = ${DELIVERED}) as delivered_at
      from orders as o
      where o.report_at is not null and ${which}
    ) as o`;
}

/** Adds (`sign` 1) or takes out (-1) the figures rows of `which` from the slots' sums. */
function slotSums(which: RawBuilder<unknown>, sign: 1 | -1) {
  const sums = sql.join(FIGURES.map((name) => sql`${sql.lit(sign)} * sum(${sql.ref(name)})`));
  const add = sql.join(
    FIGURES.map(
      (name) => sql`${sql.ref(name)} = report_slots.${sql.ref(name)} + excluded.${sql.ref(name)}`,
    ),
  );
  return sql`insert into report_slots (slot, ${figureList})
    select slot, ${sums} from report_order_figures where ${which} group by slot
    on conflict (slot) do update set ${add}`;
}

/**
 * Adds (1) or takes out (-1) the lines of the orders `which` counts and keeps (not refunded),
 * dish by dish, in name order (so two writers lock the rows in the same order).
 */
function dishSums(dialect: Dialect, which: RawBuilder<unknown>, sign: 1 | -1) {
  const line = linesOf(dialect);
  const s = sql.lit(sign);
  return sql`insert into report_dish_hours (hour, name, quantity, revenue, lines)
    select ${hourOf(sql`f.report_at`)}, ${line.name}, ${s} * sum(${line.quantity}),
      ${s} * sum(${line.revenue}), ${s} * count(*)
    from report_order_figures as f join orders as o on o.id = f.order_id ${line.join}
    where f.orders = 1 and ${which}
    group by 1, 2 order by 1, 2
    on conflict (hour, name) do update set quantity = report_dish_hours.quantity + excluded.quantity,
      revenue = report_dish_hours.revenue + excluded.revenue,
      lines = report_dish_hours.lines + excluded.lines`;
}

/** The statements that write the order `id` names into the sums again, as it is now. */
function rewrite(dialect: Dialect, id: RawBuilder<unknown>): RawBuilder<unknown> {
  const mine = sql`report_order_figures.order_id = ${id}`;
  return sql`${slotSums(mine, -1)};
    ${dishSums(dialect, sql`f.order_id = ${id}`, -1)};
    delete from report_order_figures where order_id = ${id};
    ${orderFigures(dialect, sql`o.id = ${id}`)};
    ${slotSums(mine, 1)};
    ${dishSums(dialect, sql`f.order_id = ${id}`, 1)};`;
}

type Table = CreateTableBuilder<string, string>;

/** The table with a column for each figure (milliseconds in 64 bits). */
function withFigures(table: Table, dialect: Dialect): Table {
  return FIGURES.reduce<Table>(
    (next, name) =>
      next.addColumn(
        name,
        name.endsWith('_ms') && dialect === 'postgres' ? 'bigint' : 'integer',
        (c) => c.notNull().defaultTo(0),
      ),
    table,
  );
}

async function createTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const orders = db.schema
    .createTable('report_order_figures')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('report_at', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull());
  await withFigures(orders as Table, dialect).execute();
  await db.schema
    .createIndex('report_order_figures_time')
    .on('report_order_figures')
    .column('report_at')
    .execute();
  const slots = db.schema
    .createTable('report_slots')
    .addColumn('slot', 'text', (c) => c.primaryKey());
  await withFigures(slots as Table, dialect).execute();
  await db.schema
    .createTable('report_dish_hours')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('revenue', 'integer', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_dish_hours_pk', ['hour', 'name'])
    .execute();
}

async function createTriggers(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create function report_slots_rewrite(target text) returns void
      language plpgsql as $$ begin ${rewrite(dialect, sql`target`)} end $$`.execute(db);
    await sql`create function report_slots_of_order() returns trigger language plpgsql as $$
      begin
        if new.report_at is not null or (tg_op = 'UPDATE' and old.report_at is not null) then
          perform report_slots_rewrite(new.id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger report_slots_of_order after insert or update of ${WATCHED}
      on orders for each row execute function report_slots_of_order()`.execute(db);
    await sql`create function report_slots_of_event() returns trigger language plpgsql as $$
      begin
        if new.status = ${DELIVERED} then perform report_slots_rewrite(new.order_id); end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger report_slots_of_event after insert on order_events
      for each row execute function report_slots_of_event()`.execute(db);
    return;
  }
  await sql`create trigger report_slots_on_insert after insert on orders
    when new.report_at is not null begin ${rewrite(dialect, sql`new.id`)} end`.execute(db);
  await sql`create trigger report_slots_on_change after update of ${WATCHED} on orders
    when new.report_at is not null or old.report_at is not null
    begin ${rewrite(dialect, sql`new.id`)} end`.execute(db);
  await sql`create trigger report_slots_on_event after insert on order_events
    when new.status = ${DELIVERED} begin ${rewrite(dialect, sql`new.order_id`)} end`.execute(db);
}

export function reportSlots(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createTables(db, dialect);
      await orderFigures(dialect, sql`true`).execute(db);
      await slotSums(sql`true`, 1).execute(db);
      await dishSums(dialect, sql`true`, 1).execute(db);
      await createTriggers(db, dialect);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger report_slots_of_order on orders`.execute(db);
        await sql`drop trigger report_slots_of_event on order_events`.execute(db);
        for (const name of ['report_slots_of_order', 'report_slots_of_event'])
          await sql`drop function ${sql.id(name)}()`.execute(db);
        await sql`drop function report_slots_rewrite(text)`.execute(db);
      } else {
        for (const name of [
          'report_slots_on_insert',
          'report_slots_on_change',
          'report_slots_on_event',
        ])
          await sql`drop trigger ${sql.id(name)}`.execute(db);
      }
      for (const table of ['report_dish_hours', 'report_slots', 'report_order_figures'])
        await db.schema.dropTable(table).execute();
    },
  };
}
