/**
 * The status history of orders in `order_events`: writing a change's event (the one writer every
 * status change goes through, OrderRepository's and its kitchen's, door's and release's kin), and
 * reading the history back, as the shopper's progress (wire orders) or whole.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Order, OrderStep } from '../../contract/api';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import type { OrderBus } from '../events/order-bus';
import type { EmailOutboxRepository } from '../mail/outbox-repository';
import { giveBackSlotPlace } from './slot-repository';
import type { StoredOrder } from './stored';
import { toWireOrder } from './wire';

/** The statuses a shopper's progress shows, from payment on. */
const TIMELINE_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.processing,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
];

export class OrderEventRepository {
  constructor(
    protected readonly db: Kysely<Database>,
    private readonly bus: OrderBus,
    private readonly outbox?: EmailOutboxRepository,
  ) {}

  /** Each order's progress from payment on (status and time), in one query for many orders. */
  private async timelines(orderIds: readonly string[]): Promise<Map<string, OrderStep[]>> {
    const timelines = new Map<string, OrderStep[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return timelines;
    const rows = await this.db
      .selectFrom('order_events')
      .select(['order_id', 'status', 'created_at'])
      .where('order_id', 'in', orderIds)
      .where('status', 'in', TIMELINE_STATUSES)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const timeline = timelines.get(row.order_id);
      // A step counts once, when it happened: the refund of a cancelled order writes a second
      // 'Cancelled' event (for the streams), which is not a step of its own.
      if (timeline && !timeline.some((step) => step.status === row.status))
        timeline.push({ status: row.status as OrderStatus, at: row.created_at });
    }
    return timelines;
  }

  /** The order as its shopper sees it, progress included. */
  async wireOrder(order: StoredOrder, now = new Date()): Promise<Order> {
    const [wire] = await this.wireOrders([order], now);
    return wire!;
  }

  /** The orders as their shoppers see them, progress included, in one query for them all. */
  async wireOrders(orders: readonly StoredOrder[], now = new Date()): Promise<Order[]> {
    const timelines = await this.timelines(orders.map((order) => order.id));
    return orders.map((order) => toWireOrder(order, timelines.get(order.id) ?? [], now));
  }

  async events(
    orderId: string,
  ): Promise<Array<{ status: string; reason: string; actorId: string | null }>> {
    return this.db
      .selectFrom('order_events')
      .select(['status', 'reason', 'actor_id as actorId'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /**
   * Records a change of an order's status, who made it (a staff account, or null for the shop
   * itself) and why, and announces it to every instance's streams once `trx` commits. Every
   * status change goes through here, so none is missed by the streams.
   */
  protected async addEvent(
    trx: Transaction<Database>,
    orderId: string,
    status: OrderStatus,
    reason: string,
    actorId: string | null = null,
    at: string = timestamp(),
  ): Promise<void> {
    const { id } = await trx
      .insertInto('order_events')
      .values({ order_id: orderId, status, reason, created_at: at, actor_id: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { user_id: userId } = await trx
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await giveBackSlotPlace(trx, orderId, status);
    // The email this change owes the shopper (a receipt, a delivery note) is owed in the same
    // transaction: it exists exactly when the change does.
    await this.outbox?.owe(trx, orderId, status);
    await this.bus.announce(trx, { eventId: Number(id), orderId, userId });
  }
}
