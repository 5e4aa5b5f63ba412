/**
 * Paid orders written straight into the test's database at chosen times, for the reports' tests:
 * each with its lines, its steps after payment and, when refunded, its refund. Only the reports
 * read them; placing and paying orders has tests of its own (orders.test.ts, kitchen.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ORDER_STATUS } from '../../contract/rules';
import { SAMPLE_ADDRESS } from './helpers';

export interface FixtureLine {
  name: string;
  /** The stored base price (the wire's `price`): rupees / 10. */
  price: number;
  quantity: number;
  options?: Array<{ group: string; name: string }>;
}

export interface FixtureOrder {
  userId: string;
  lines: FixtureLine[];
  amount: number;
  discount?: number;
  /** ISO; null: never paid. */
  paidAt: string | null;
  status?: string;
  refunded?: boolean;
  /** Minutes after payment of 'Out for delivery' and of 'Delivered'. */
  outAfter?: number;
  deliveredAfter?: number;
}

const MS_PER_MINUTE = 60_000;

function after(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * MS_PER_MINUTE).toISOString();
}

/** Inserts the order (and its events); its id. */
export async function insertOrder(db: Kysely<Database>, order: FixtureOrder): Promise<string> {
  const id = randomUUID();
  // Written as the app writes times (timestamp(): milliseconds and Z).
  const paidAt = order.paidAt === null ? null : new Date(order.paidAt).toISOString();
  const at = paidAt ?? new Date().toISOString();
  const status =
    order.status ??
    (order.paidAt === null
      ? ORDER_STATUS.awaitingPayment
      : order.deliveredAfter !== undefined
        ? ORDER_STATUS.delivered
        : order.outAfter !== undefined
          ? ORDER_STATUS.outForDelivery
          : ORDER_STATUS.processing);
  await db
    .insertInto('orders')
    .values({
      id,
      user_id: order.userId,
      items: JSON.stringify(
        order.lines.map((line, index) => ({ foodId: `dish-${index}`, ...line })),
      ),
      amount: order.amount,
      address: JSON.stringify(SAMPLE_ADDRESS),
      status,
      paid: order.paidAt === null ? 0 : 1,
      cart_key: id,
      provider: 'test',
      session_id: null,
      session_url: null,
      session_expires_at: null,
      created_at: at,
      updated_at: at,
      paid_at: paidAt,
      refund_id: order.refunded ? `re_${id}` : null,
      promo_code: order.discount ? 'SAVE' : null,
      discount: order.discount ?? 0,
    })
    .execute();
  const steps: Array<[string, number | undefined]> = [
    [ORDER_STATUS.outForDelivery, order.outAfter],
    [ORDER_STATUS.delivered, order.deliveredAfter],
  ];
  for (const [step, minutes] of steps) {
    if (minutes === undefined) continue;
    await db
      .insertInto('order_events')
      .values({ order_id: id, status: step, reason: 'fixture', created_at: after(at, minutes) })
      .execute();
  }
  return id;
}
