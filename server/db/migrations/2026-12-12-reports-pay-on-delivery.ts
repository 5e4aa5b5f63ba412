/**
 * Pay-on-delivery orders in the reports (docs/product.md#reports): an order counts from its
 * `orders.report_at`, written by the database itself:
 * - a card order: its payment time, once it is paid;
 * - a pay-on-delivery order: the time it went to the kitchen unpaid ('Food Processing'); marking it
 *   paid at the door later leaves that time as it is, so it counts once;
 * - a pay-on-delivery order cancelled before it was paid: none (nothing was charged), and its
 *   report rows are removed.
 * `report_lines` and `report_times` are written when `report_at` is set (their `paid_at` holds it),
 * and a partial index of the orders with a `report_at` holds what the period's figures read,
 * the fulfilment included, so counting the pickups reads no order's row.
 * Orders from before are given theirs here: a pay-on-delivery order the time of its first
 * 'Food Processing' event.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';
import { reports } from './2026-12-03-reports';

type Dialect = 'sqlite' | 'postgres';

const ON_DELIVERY = sql.lit('on-delivery');
const PROCESSING = sql.lit('Food Processing');
const CANCELLED = sql.lit('Cancelled');
const COLUMNS = sql`(order_id, position, paid_at, refunded, name, quantity, revenue)`;
const TIMES_COLUMNS = sql`(order_id, paid_at, refunded, to_accept, to_deliver)`;

/** The report time the row `new` should have, from its payment, method and status. */
const REPORT_AT = sql`case
  when new.report_at is not null and new.paid = 0 and new.status = ${CANCELLED} then null
  when new.report_at is not null then new.report_at
  when new.paid = 1 then coalesce(new.paid_at, new.updated_at)
  when new.payment_method = ${ON_DELIVERY} and new.status = ${PROCESSING} then new.updated_at
end`;

/** The report rows of the order `new`: its lines, counted at its report time. */
function lineRows(dialect: Dialect) {
  if (dialect === 'postgres') {
    const quantity = sql`coalesce((j.line ->> 'quantity')::integer, 0)`;
    return sql`select new.id, j.position - 1, new.report_at,
        case when new.refund_id is null then 0 else 1 end, coalesce(j.line ->> 'name', ''),
        ${quantity}, (coalesce(round((j.line ->> 'price')::numeric * 10), 0) * ${quantity})::integer
      from jsonb_array_elements(new.items::jsonb) with ordinality as j(line, position)`;
  }
  const quantity = sql`coalesce(json_extract(j.value, '$.quantity'), 0)`;
  return sql`select new.id, j.key, new.report_at,
      case when new.refund_id is null then 0 else 1 end,
      coalesce(json_extract(j.value, '$.name'), ''), ${quantity},
      coalesce(cast(round(json_extract(j.value, '$.price') * 10) as integer), 0) * ${quantity}
    from json_each(new.items) as j`;
}

const FORGET = sql`delete from report_lines where order_id = new.id;
  delete from report_times where order_id = new.id`;

/** Minutes from the order's (`o`) report time to the event's (`e`) time. */
function minutesTo(dialect: Dialect, event: 'new' | 'e') {
  const e = sql.raw(event);
  return dialect === 'postgres'
    ? sql`extract(epoch from (${e}.created_at::timestamptz - o.report_at::timestamptz)) / 60`
    : sql`(julianday(${e}.created_at) - julianday(o.report_at)) * 1440`;
}

const OUT = sql.lit('Out for delivery');
const DELIVERED = sql.lit('Delivered');
const REFUNDED = sql`case when o.refund_id is null then 0 else 1 end`;

/** A new event's minutes into its reported order's row; the first time of a step stays. */
function timesOfNewEvent(dialect: Dialect) {
  const minutes = minutesTo(dialect, 'new');
  return sql`insert into report_times ${TIMES_COLUMNS}
    select o.id, o.report_at, ${REFUNDED},
      case when new.status = ${OUT} then ${minutes} end,
      case when new.status = ${DELIVERED} then ${minutes} end
    from orders as o
    where o.id = new.order_id and o.report_at is not null and new.status in (${OUT}, ${DELIVERED})
    on conflict (order_id) do update set
      to_accept = coalesce(report_times.to_accept, excluded.to_accept),
      to_deliver = coalesce(report_times.to_deliver, excluded.to_deliver)`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of ['report_lines_on_insert', 'report_lines_on_paid', 'report_times_on_event'])
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  for (const [name, event] of [
    ['report_at_on_insert', sql`after insert on orders`],
    ['report_at_on_change', sql`after update of paid, status on orders`],
  ] as const)
    await sql`create trigger ${sql.id(name)} ${event} when (${REPORT_AT}) is not new.report_at
      begin update orders set report_at = (${REPORT_AT}) where id = new.id; end`.execute(db);
  // The lines' triggers keep the names of 2026-12-03-reports, so its down finds them.
  for (const [name, event, when] of [
    ['report_lines_on_insert', sql`after insert on orders`, sql`new.report_at is not null`],
    [
      'report_lines_on_paid',
      sql`after update of report_at on orders`,
      sql`new.report_at is not null and old.report_at is null`,
    ],
  ] as const) {
    await sql`create trigger ${sql.id(name)} ${event} when ${when} begin
      insert or ignore into report_lines ${COLUMNS} ${lineRows('sqlite')};
      end`.execute(db);
  }
  await sql`create trigger report_lines_on_unreport after update of report_at on orders
    when new.report_at is null and old.report_at is not null begin ${FORGET}; end`.execute(db);
  await sql`create trigger report_times_on_event after insert on order_events
    when new.status in (${OUT}, ${DELIVERED}) begin
      ${timesOfNewEvent('sqlite')};
    end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger report_lines_of_order on orders`.execute(db);
  await sql`create function report_at_of_order() returns trigger language plpgsql as $$
    begin
      new.report_at := ${REPORT_AT};
      return new;
    end $$`.execute(db);
  await sql`create trigger report_at_of_order before insert or update of paid, status
    on orders for each row execute function report_at_of_order()`.execute(db);
  await sql`create or replace function report_lines_of_order() returns trigger language plpgsql as $$
    begin
      if new.report_at is not null and (tg_op = 'INSERT' or old.report_at is null) then
        insert into report_lines ${COLUMNS} ${lineRows('postgres')} on conflict do nothing;
      end if;
      if tg_op = 'UPDATE' and new.report_at is null and old.report_at is not null then
        ${FORGET};
      end if;
      if tg_op = 'UPDATE' and new.refund_id is not null and old.refund_id is null then
        update report_lines set refunded = 1 where order_id = new.id;
        update report_times set refunded = 1 where order_id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger report_lines_of_order after insert
    or update of paid, status, report_at, refund_id on orders for each row execute function report_lines_of_order()`.execute(
    db,
  );
  await sql`create or replace function report_times_of_event() returns trigger
    language plpgsql as $$
    begin
      ${timesOfNewEvent('postgres')};
      return null;
    end $$`.execute(db);
}

/**
 * Report times of the orders from before: card orders their payment; pay-on-delivery orders
 * (their rows written again, by the triggers) their first time in the kitchen, unless cancelled
 * unpaid; their minutes copied from their past events.
 */
async function backfill(db: Kysely<unknown>, dialect: Dialect, then: () => Promise<void>) {
  await sql`update orders set report_at = coalesce(paid_at, updated_at)
    where paid = 1 and payment_method <> ${ON_DELIVERY}`.execute(db);
  const door = sql`select id from orders where payment_method = ${ON_DELIVERY}`;
  await sql`delete from report_lines where order_id in (${door})`.execute(db);
  await sql`delete from report_times where order_id in (${door})`.execute(db);
  await then();
  await sql`update orders set report_at = (select min(e.created_at) from order_events as e
      where e.order_id = orders.id and e.status = ${PROCESSING})
    where payment_method = ${ON_DELIVERY} and not (paid = 0 and status = ${CANCELLED})`.execute(db);
  const minutes = minutesTo(dialect, 'e');
  await sql`insert into report_times ${TIMES_COLUMNS}
    select o.id, o.report_at, ${REFUNDED},
      min(case when e.status = ${OUT} then ${minutes} end),
      min(case when e.status = ${DELIVERED} then ${minutes} end)
    from order_events as e join orders as o on o.id = e.order_id
    where o.payment_method = ${ON_DELIVERY} and o.report_at is not null
      and e.status in (${OUT}, ${DELIVERED})
    group by o.id, o.report_at, o.refund_id`.execute(db);
}

export function reportsPayOnDelivery(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('report_at', 'text').execute();
      await backfill(db, dialect, () =>
        dialect === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db),
      );
      await db.schema.dropIndex('orders_paid_report').execute();
      await db.schema
        .createIndex('orders_report')
        .on('orders')
        .columns(['report_at', 'id', 'refund_id', 'amount', 'fulfilment'])
        .where(sql.ref('report_at'), 'is not', null)
        .execute();
    },
    /** Back to 2026-12-03-reports: its tables written again from the paid orders. */
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('orders_report').execute();
      await db.schema
        .createIndex('orders_paid_report')
        .on('orders')
        .columns(['paid_at', 'id', 'refund_id', 'amount'])
        .where(sql.ref('paid'), '=', 1)
        .execute();
      if (dialect === 'postgres') {
        await sql`drop trigger report_at_of_order on orders`.execute(db);
        await sql`drop function report_at_of_order()`.execute(db);
      } else {
        for (const name of [
          'report_at_on_insert',
          'report_at_on_change',
          'report_lines_on_unreport',
        ])
          await sql`drop trigger ${sql.id(name)}`.execute(db);
      }
      const previous = reports(dialect);
      await previous.down(db);
      await previous.up(db);
      await db.schema.alterTable('orders').dropColumn('report_at').execute();
    },
  };
}
