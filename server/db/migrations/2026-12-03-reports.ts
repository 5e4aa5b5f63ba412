/**
 * The reports' tables and indexes (docs/product.md#reports), so a period's figures stay quick at
 * 100,000 orders (docs/operations.md#benchmarks):
 * - `report_lines`: each paid order's lines, one row per line (name, quantity, whole rupees),
 *   written by the database itself when an order becomes paid (a trigger reads the order's JSON
 *   lines) and marked refunded when its refund is recorded; the top dishes sum these rows instead
 *   of reading every order's JSON. Orders paid before this migration are copied in here.
 * - `report_times`: each paid order's minutes from payment to 'Out for delivery' and to
 *   'Delivered', written by the database when those events are (and from past events here), so
 *   the averages read neither the events nor the orders.
 * - a partial index of paid orders by payment time, holding what the figures read.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

const COLUMNS = sql`(order_id, position, paid_at, refunded, name, quantity, revenue)`;

/**
 * The report rows of the order `ref` names (`new` in a trigger, `o` in the copy of past orders):
 * the select list and where its lines come from. Missing fields read as '' and 0, so a line the
 * reports cannot read never stops a payment.
 */
function lineRows(dialect: Dialect, ref: 'new' | 'o') {
  const order = sql.raw(ref);
  if (dialect === 'postgres') {
    const quantity = sql`coalesce((j.line ->> 'quantity')::integer, 0)`;
    return {
      list: sql`${order}.id, j.position - 1, coalesce(${order}.paid_at, ${order}.updated_at),
        case when ${order}.refund_id is null then 0 else 1 end, coalesce(j.line ->> 'name', ''),
        ${quantity},
        (coalesce(round((j.line ->> 'price')::numeric * 10), 0) * ${quantity})::integer`,
      source: sql`jsonb_array_elements(${order}.items::jsonb) with ordinality as j(line, position)`,
    };
  }
  const quantity = sql`coalesce(json_extract(j.value, '$.quantity'), 0)`;
  return {
    list: sql`${order}.id, j.key, coalesce(${order}.paid_at, ${order}.updated_at),
      case when ${order}.refund_id is null then 0 else 1 end,
      coalesce(json_extract(j.value, '$.name'), ''), ${quantity},
      coalesce(cast(round(json_extract(j.value, '$.price') * 10) as integer), 0) * ${quantity}`,
    source: sql`json_each(${order}.items) as j`,
  };
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const { list, source } = lineRows('sqlite', 'new');
  for (const [name, event, when] of [
    ['report_lines_on_insert', sql`after insert on orders`, sql`new.paid = 1`],
    [
      'report_lines_on_paid',
      sql`after update of paid on orders`,
      sql`new.paid = 1 and old.paid = 0`,
    ],
  ] as const) {
    await sql`create trigger ${sql.id(name)} ${event} when ${when} begin
      insert or ignore into report_lines ${COLUMNS} select ${list} from ${source};
      end`.execute(db);
  }
  await sql`create trigger report_lines_on_refund after update of refund_id on orders
    when new.refund_id is not null begin
      update report_lines set refunded = 1 where order_id = new.id;
      update report_times set refunded = 1 where order_id = new.id;
    end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const { list, source } = lineRows('postgres', 'new');
  await sql`create function report_lines_of_order() returns trigger language plpgsql as $$
    begin
      if new.paid = 1 and (tg_op = 'INSERT' or old.paid = 0) then
        insert into report_lines ${COLUMNS} select ${list} from ${source} on conflict do nothing;
      end if;
      if tg_op = 'UPDATE' and new.refund_id is not null and old.refund_id is null then
        update report_lines set refunded = 1 where order_id = new.id;
        update report_times set refunded = 1 where order_id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger report_lines_of_order after insert or update of paid, refund_id
    on orders for each row execute function report_lines_of_order()`.execute(db);
}

/** Orders paid before the migration: their lines copied in. */
async function copyPaidOrders(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { list, source } = lineRows(dialect, 'o');
  const join = dialect === 'postgres' ? sql`cross join lateral` : sql`cross join`;
  await sql`insert into report_lines ${COLUMNS}
    select ${list} from orders as o ${join} ${source} where o.paid = 1`.execute(db);
}

const OUT = sql.lit('Out for delivery');
const DELIVERED = sql.lit('Delivered');

/** Minutes from the order's (`o`) payment to the event's (`e`) time. */
function minutesTo(dialect: Dialect, event: 'new' | 'e') {
  const e = sql.raw(event);
  return dialect === 'postgres'
    ? sql`extract(epoch from (${e}.created_at::timestamptz - o.paid_at::timestamptz)) / 60`
    : sql`(julianday(${e}.created_at) - julianday(o.paid_at)) * 1440`;
}

const TIMES_COLUMNS = sql`(order_id, paid_at, refunded, to_accept, to_deliver)`;
const REFUNDED = sql`case when o.refund_id is null then 0 else 1 end`;

/**
 * A new event's minutes into its paid order's row. A step is reached once; should its event come
 * again, the first time stays.
 */
function timesOfNewEvent(dialect: Dialect) {
  const minutes = minutesTo(dialect, 'new');
  return sql`insert into report_times ${TIMES_COLUMNS}
    select o.id, o.paid_at, ${REFUNDED},
      case when new.status = ${OUT} then ${minutes} end,
      case when new.status = ${DELIVERED} then ${minutes} end
    from orders as o
    where o.id = new.order_id and o.paid = 1 and o.paid_at is not null
      and new.status in (${OUT}, ${DELIVERED})
    on conflict (order_id) do update set
      to_accept = coalesce(report_times.to_accept, excluded.to_accept),
      to_deliver = coalesce(report_times.to_deliver, excluded.to_deliver)`;
}

/** The events written before this migration: each paid order's first time of each step. */
function timesOfPastEvents(dialect: Dialect) {
  const minutes = minutesTo(dialect, 'e');
  return sql`insert into report_times ${TIMES_COLUMNS}
    select o.id, o.paid_at, ${REFUNDED},
      min(case when e.status = ${OUT} then ${minutes} end),
      min(case when e.status = ${DELIVERED} then ${minutes} end)
    from order_events as e join orders as o on o.id = e.order_id
    where o.paid = 1 and o.paid_at is not null and e.status in (${OUT}, ${DELIVERED})
    group by o.id, o.paid_at, o.refund_id`;
}

async function createTimes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('report_times')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('to_accept', 'real')
    .addColumn('to_deliver', 'real')
    .execute();
  await db.schema
    .createIndex('report_times_paid')
    .on('report_times')
    .columns(['paid_at', 'refunded', 'to_accept', 'to_deliver'])
    .execute();
  if (dialect === 'postgres') {
    await sql`create function report_times_of_event() returns trigger language plpgsql as $$
      begin
        ${timesOfNewEvent(dialect)};
        return null;
      end $$`.execute(db);
    await sql`create trigger report_times_of_event after insert on order_events
      for each row execute function report_times_of_event()`.execute(db);
  } else {
    await sql`create trigger report_times_on_event after insert on order_events
      when new.status in (${OUT}, ${DELIVERED}) begin
        ${timesOfNewEvent(dialect)};
      end`.execute(db);
  }
  await timesOfPastEvents(dialect).execute(db);
}

async function dropTimes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger report_times_of_event on order_events`.execute(db);
    await sql`drop function report_times_of_event()`.execute(db);
  } else {
    await sql`drop trigger report_times_on_event`.execute(db);
  }
  await db.schema.dropTable('report_times').execute();
}

export function reports(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('report_lines')
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('paid_at', 'text', (c) => c.notNull())
        .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('revenue', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('report_lines_pk', ['order_id', 'position'])
        .execute();
      // What the top dishes read, in payment order: the index alone answers them.
      await db.schema
        .createIndex('report_lines_paid')
        .on('report_lines')
        .columns(['paid_at', 'refunded', 'name', 'quantity', 'revenue'])
        .execute();
      await db.schema
        .createIndex('orders_paid_report')
        .on('orders')
        .columns(['paid_at', 'id', 'refund_id', 'amount'])
        .where(sql.ref('paid'), '=', 1)
        .execute();
      await createTimes(db, dialect);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
      await copyPaidOrders(db, dialect);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger report_lines_of_order on orders`.execute(db);
        await sql`drop function report_lines_of_order()`.execute(db);
      } else {
        for (const name of [
          'report_lines_on_insert',
          'report_lines_on_paid',
          'report_lines_on_refund',
        ])
          await sql`drop trigger ${sql.id(name)}`.execute(db);
      }
      await dropTimes(db, dialect);
      await db.schema.dropIndex('orders_paid_report').execute();
      await db.schema.dropTable('report_lines').execute();
    },
  };
}
