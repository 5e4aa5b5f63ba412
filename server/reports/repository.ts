/**
 * All SQL of the reports (docs/product.md#reports), on SQLite and PostgreSQL alike. The figures
 * read sums the database keeps per quarter hour of UTC (orders, revenue, refunds, pickups, the
 * minutes to acceptance and to delivery) and per hour (each dish's lines), written by triggers
 * (migrations/2026-12-13-r31-report-slots.ts): a period reads its whole slots' sums and, at its
 * two edges (its first midnight may fall inside a slot, its end does), the orders' own rows, so
 * the figures are the same as summing every order. Only grouped rows and one page of CSV lines at
 * a time come back. The few places where the two databases differ are the small switches below:
 * the shop's local time of an order's report time and an order's lines read from its JSON column
 * (`json_each` / `jsonb_array_elements`).
 *
 * An order counts in a period by its report time (`report_at`, written by the database:
 * migrations/2026-12-12-reports-pay-on-delivery.ts): a card order's payment, a pay-on-delivery
 * order's sending to the kitchen; a pay-on-delivery order cancelled unpaid has none. An order
 * whose payment went back (`refund_id`) counts as a refund, never as revenue; the figures, charts
 * and the CSV's 'Paid' rows all count the same orders.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { slotRange, type ReportWindow } from './period';

interface Totals {
  orders: number;
  revenue: number;
  refunds: number;
  refunded: number;
  pickup: number;
}

/** Orders and revenue of one quarter hour of UTC ('2025-06-10T04:30:00.000Z'): see `slots`. */
interface SlotFigure {
  slot: string;
  orders: number;
  revenue: number;
}

export interface DishTotal {
  name: string;
  quantity: number;
  revenue: number;
}

interface AverageTimes {
  toAccept: number | null;
  toDeliver: number | null;
}

/** One line of a paid order, as the CSV writes it. */
export interface CsvLine {
  id: string;
  /** 'YYYY-MM-DD HH:MM' in the shop's zone. */
  localTime: string;
  paidAt: string;
  status: string;
  amount: number;
  discount: number;
  refunded: boolean;
  /** False for a pay-on-delivery order counted before its money was taken at the door. */
  paid: boolean;
  fulfilment: string;
  name: string;
  quantity: number;
  /** Whole rupees for one. */
  price: number;
  /** JSON text of the line's options ({ group, name }[]), or null. */
  options: string | null;
}

/** Where a page of CSV lines ends: the next page starts after this order. */
export interface CsvCursor {
  paidAt: string;
  id: string;
}

/** The column issue 30's pickup orders add; without it every order is a delivery. */
const FULFILMENT_COLUMN = 'fulfilment';

const num = (value: unknown): number => Number(value ?? 0);

/** The slots of the sums the database keeps (migrations/2026-12-13-r31-report-slots.ts). */
const SLOT_MINUTES = 15;
const DISH_SLOT_MINUTES = 60;
const MS_PER_MINUTE = 60_000;

const FIGURE_LIST = sql.raw(
  'orders, revenue, refunds, refunded, pickup, accepted, accept_ms, delivered, deliver_ms',
);

/** `time` in any of the ranges (from inclusive, to exclusive). */
function inRanges(time: RawBuilder<unknown>, ranges: ReadonlyArray<[string, string]>) {
  return sql`(${sql.join(
    ranges.map(([from, to]) => sql`(${time} >= ${from} and ${time} < ${to})`),
    sql` or `,
  )})`;
}

export class ReportRepository {
  private fulfilmentKnown: Promise<boolean> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The payment time on the shop's wall clock, as 'YYYY-MM-DD HH:MM' text. */
  private localTime(window: ReportWindow): RawBuilder<string> {
    if (this.dialect === 'postgres')
      return sql<string>`to_char(o.report_at::timestamptz at time zone ${window.timeZone}, 'YYYY-MM-DD HH24:MI')`;
    const spans = window.offsets.map(({ until, minutes }) =>
      until === null ? sql`else ${minutes}` : sql`when o.report_at < ${until} then ${minutes}`,
    );
    // One offset over the whole period (no daylight saving change in it): no CASE needed.
    const offset =
      spans.length === 1
        ? sql`${window.offsets[0]!.minutes}`
        : sql`(case ${sql.join(spans, sql` `)} end)`;
    return sql<string>`strftime('%Y-%m-%d %H:%M', o.report_at, ${offset} || ' minutes')`;
  }

  /** Counted in the window (refunded or not). */
  private paidIn(window: ReportWindow): RawBuilder<boolean> {
    return sql<boolean>`o.report_at >= ${window.from} and o.report_at < ${window.to}`;
  }

  /** Each order line as `line`, with its JSON fields read by name. */
  private lines(): { from: RawBuilder<unknown>; field: (name: string) => RawBuilder<unknown> } {
    if (this.dialect === 'postgres')
      return {
        from: sql`cross join lateral jsonb_array_elements(o.items::jsonb) with ordinality as j(line, position)`,
        field: (name) => sql`(j.line ->> ${sql.lit(name)})`,
      };
    return {
      from: sql`cross join json_each(o.items) as j`,
      field: (name) => sql`json_extract(j.value, ${sql.lit('$.' + name)})`,
    };
  }

  private lineOrder(): RawBuilder<unknown> {
    return this.dialect === 'postgres' ? sql`j.position` : sql`j.key`;
  }

  /** 'pickup' or 'delivery' for each order: its own fulfilment where the column exists. */
  private async fulfilment(): Promise<RawBuilder<string>> {
    this.fulfilmentKnown ??= this.hasColumn('orders', FULFILMENT_COLUMN);
    return (await this.fulfilmentKnown)
      ? sql<string>`coalesce(o.${sql.ref(FULFILMENT_COLUMN)}, 'delivery')`
      : sql<string>`'delivery'`;
  }

  private async hasColumn(table: string, column: string): Promise<boolean> {
    const query =
      this.dialect === 'postgres'
        ? sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`
        : sql<{ name: string }>`select name from pragma_table_info(${table})`;
    const { rows } = await query.execute(this.db);
    return rows.some(({ name }) => name === column);
  }

  /**
   * Each counted order's figures in the window (see `report_order_figures`): the sums of the
   * quarter hours wholly inside it, and at its edges the orders' own rows.
   */
  private figures(window: ReportWindow): RawBuilder<unknown> {
    const range = slotRange(window, SLOT_MINUTES);
    return sql`(
      select slot, ${FIGURE_LIST} from report_slots
      where slot >= ${range.from} and slot < ${range.to}
      union all
      select slot, ${FIGURE_LIST} from report_order_figures
      where ${inRanges(sql`report_at`, range.edges)}
    ) as f`;
  }

  async totals(window: ReportWindow): Promise<Totals> {
    const { rows } = await sql<Record<keyof Totals, unknown>>`
      select sum(orders) as orders, sum(revenue) as revenue, sum(refunds) as refunds,
        sum(refunded) as refunded, sum(pickup) as pickup
      from ${this.figures(window)}`.execute(this.db);
    const row = rows[0];
    return {
      orders: num(row?.orders),
      revenue: num(row?.revenue),
      refunds: num(row?.refunds),
      refunded: num(row?.refunded),
      pickup: num(row?.pickup),
    };
  }

  /**
   * Orders and revenue per quarter hour of UTC (only those that had any), refunded orders left
   * out: `slot` is its first instant. Every zone's offset is a whole number of quarter hours, so
   * each falls in one hour of the shop's day.
   */
  async slots(window: ReportWindow): Promise<SlotFigure[]> {
    const { rows } = await sql<{ slot: string; orders: unknown; revenue: unknown }>`
      select slot, sum(orders) as orders, sum(revenue) as revenue
      from ${this.figures(window)}
      group by slot
      having sum(orders) > 0`.execute(this.db);
    return rows.map(({ slot, orders, revenue }) => ({
      slot,
      orders: num(orders),
      revenue: num(revenue),
    }));
  }

  /**
   * Every dish sold in the window: quantity and its lines' prices (before discounts), from the
   * hours of UTC wholly inside it (`report_dish_hours`) and, at its edges, the lines themselves
   * (`report_lines`: each counted order's lines at its report time).
   */
  async dishes(window: ReportWindow): Promise<DishTotal[]> {
    const range = slotRange(window, DISH_SLOT_MINUTES);
    const { rows } = await sql<{ name: string; quantity: unknown; revenue: unknown }>`
      select name, sum(quantity) as quantity, sum(revenue) as revenue
      from (
        select name, quantity, revenue, lines from report_dish_hours
        where hour >= ${range.from} and hour < ${range.to}
        union all
        select name, quantity, revenue, 1 from report_lines
        where ${inRanges(sql`paid_at`, range.edges)} and refunded = 0
      ) as d
      group by name
      having sum(lines) > 0`.execute(this.db);
    return rows.map(({ name, quantity, revenue }) => ({
      name,
      quantity: num(quantity),
      revenue: num(revenue),
    }));
  }

  /**
   * Average minutes from reaching the board to acceptance, and from acceptance to 'Delivered',
   * of the window's orders not refunded (null: none got that far).
   */
  async averageTimes(window: ReportWindow): Promise<AverageTimes> {
    const { rows } = await sql<Record<string, unknown>>`
      select sum(accepted) as accepted, sum(accept_ms) as accept_ms,
        sum(delivered) as delivered, sum(deliver_ms) as deliver_ms
      from ${this.figures(window)}`.execute(this.db);
    const row = rows[0];
    const average = (count: unknown, ms: unknown) =>
      num(count) === 0 ? null : num(ms) / num(count) / MS_PER_MINUTE;
    return {
      toAccept: average(row?.accepted, row?.accept_ms),
      toDeliver: average(row?.delivered, row?.deliver_ms),
    };
  }

  /** The lines of the next `orders` paid orders after `after`, oldest payment first. */
  async csvLines(window: ReportWindow, orders: number, after?: CsvCursor): Promise<CsvLine[]> {
    const { from, field } = this.lines();
    const fulfilment = await this.fulfilment();
    const next = after
      ? sql`and (o.report_at > ${after.paidAt} or (o.report_at = ${after.paidAt} and o.id > ${after.id}))`
      : sql``;
    const { rows } = await sql<Record<string, unknown>>`
      select o.id, o.paid_at, o.local_time, o.status, o.amount, o.discount, o.refund_id, o.paid,
        o.fulfilment, ${field('name')} as name, ${field('quantity')} as quantity,
        round(${this.dialect === 'postgres' ? sql`${field('price')}::numeric` : field('price')} * 10) as price,
        ${this.dialect === 'postgres' ? sql`(j.line -> 'options')::text` : field('options')} as options
      from (
        select o.id, o.report_at as paid_at, o.items, o.status, o.amount, o.discount, o.refund_id,
          o.paid, ${this.localTime(window)} as local_time, ${fulfilment} as fulfilment
        from orders o
        where ${this.paidIn(window)} ${next}
        order by o.report_at, o.id
        limit ${orders}
      ) o ${from}
      order by o.paid_at, o.id, ${this.lineOrder()}`.execute(this.db);
    return rows.map((row) => ({
      id: String(row.id),
      paidAt: String(row.paid_at),
      localTime: String(row.local_time),
      status: String(row.status),
      amount: num(row.amount),
      discount: num(row.discount),
      refunded: row.refund_id !== null,
      paid: Number(row.paid) === 1,
      fulfilment: String(row.fulfilment),
      name: String(row.name),
      quantity: num(row.quantity),
      price: num(row.price),
      options: typeof row.options === 'string' ? row.options : null,
    }));
  }
}
