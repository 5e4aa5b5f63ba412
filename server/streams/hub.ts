/**
 * The live streams this instance holds, and the one dispatcher that feeds them. It hears every
 * change on `app.orderBus` (from any instance), reads the changed order once, and sends it to the
 * open streams that may see it: the shopper's own streams (the Order as /MyOrders shows it) and,
 * once the order is paid, every kitchen stream (the board's KitchenOrder; cancelled ones too, so
 * the board can drop them). An order is never read, or sent, for a stream that may not see it.
 *
 * Changes of one order are delivered in the order they were heard, each read after the one
 * before it was sent, so a stream never receives an older state after a newer one. A stream that
 * opens with a Last-Event-ID first gets, for each order with newer events, its current state once
 * (with its newest event id), then whatever changed while that was read. The staff role is read
 * again before every change goes to the board: a stream whose account lost it ends. So is the
 * session that opened the stream: once it has ended (logout, logout everywhere, a new password)
 * or expired, the stream gets nothing more and ends at the next change it would have carried.
 */
import { sql, type Kysely } from 'kysely';
import { ROLES } from '../../contract/rules';
import type { SessionCheck } from '../auth/guard';
import type { SessionClaims } from '../auth/tokens';
import type { Database } from '../db/schema';
import type { OrderBus, OrderChange } from '../events/order-bus';
import { toKitchenOrder, type OrderRepository, type StoredOrder } from '../orders/repository';

/** One open stream: where its events go. `data` is the order's JSON, serialised once. */
export interface StreamSink {
  send(eventId: number, data: string): void;
  close(): void;
}

interface Subscriber {
  userId: string;
  /** The session that opened the stream. */
  session: SessionClaims;
  kitchen: boolean;
  sink: StreamSink;
  /** Live events held back while the stream's replay is read; null once it is sent. */
  held: Array<{ eventId: number; data: string }> | null;
}

/** At most this many orders are replayed to a reconnecting stream (the newest changes). */
const REPLAY_LIMIT = 500;

/**
 * Event ids come from one sequence, but concurrent transactions may commit out of id order: a
 * stream can have received event n before n-1 committed. A reconnect therefore also replays
 * orders changed by the events just before its Last-Event-ID (far more than the transactions
 * that can be open at once); replaying an order again only repeats its current state.
 */
const REPLAY_OVERLAP = 200;

interface HubLog {
  warn(details: object, message: string): void;
}

export class StreamHub {
  private readonly shoppers = new Map<string, Set<Subscriber>>();
  private readonly kitchen = new Set<Subscriber>();
  /** The delivery in progress for each order, so changes of one order go out in turn. */
  private readonly deliveries = new Map<string, Promise<void>>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderRepository,
    private readonly isCurrent: SessionCheck,
    private readonly log: HubLog,
  ) {}

  start(bus: OrderBus): void {
    this.stopListening = bus.listen((change) => this.heard(change));
  }

  /** How many streams are open on this instance. */
  get size(): number {
    let shoppers = 0;
    for (const set of this.shoppers.values()) shoppers += set.size;
    return shoppers + this.kitchen.size;
  }

  /**
   * Starts sending to a stream: what changed after `lastEventId` first, when it is given, then
   * every change as it happens. Returns the way to stop (when the stream closes).
   */
  async open(options: {
    session: SessionClaims;
    kitchen: boolean;
    sink: StreamSink;
    lastEventId?: number;
  }): Promise<() => void> {
    const subscriber: Subscriber = {
      userId: options.session.userId,
      session: options.session,
      kitchen: options.kitchen,
      sink: options.sink,
      held: options.lastEventId === undefined ? null : [],
    };
    // Listening starts before the replay is read, so nothing committed meanwhile is missed.
    if (subscriber.kitchen) this.kitchen.add(subscriber);
    else {
      const set = this.shoppers.get(subscriber.userId) ?? new Set();
      set.add(subscriber);
      this.shoppers.set(subscriber.userId, set);
    }
    if (options.lastEventId !== undefined) {
      let replayed: Array<{ eventId: number; data: string }>;
      try {
        replayed = await this.replay(subscriber, options.lastEventId);
      } catch (error) {
        this.remove(subscriber);
        throw error;
      }
      const held = subscriber.held ?? [];
      subscriber.held = null;
      for (const { eventId, data } of [...replayed, ...held]) subscriber.sink.send(eventId, data);
    }
    return () => this.remove(subscriber);
  }

  /** Ends every open stream (the app is closing). */
  closeAll(): void {
    for (const set of this.shoppers.values()) for (const one of set) one.sink.close();
    for (const one of this.kitchen) one.sink.close();
    this.shoppers.clear();
    this.kitchen.clear();
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  private remove(subscriber: Subscriber): void {
    if (subscriber.kitchen) {
      this.kitchen.delete(subscriber);
      return;
    }
    const set = this.shoppers.get(subscriber.userId);
    set?.delete(subscriber);
    if (set?.size === 0) this.shoppers.delete(subscriber.userId);
  }

  private heard(change: OrderChange): void {
    const before = this.deliveries.get(change.orderId) ?? Promise.resolve();
    const delivery = before
      .then(() => this.deliver(change))
      .catch((error: unknown) =>
        this.log.warn({ err: error, orderId: change.orderId }, 'could not send an order change'),
      )
      .finally(() => {
        if (this.deliveries.get(change.orderId) === delivery)
          this.deliveries.delete(change.orderId);
      });
    this.deliveries.set(change.orderId, delivery);
  }

  private async deliver(change: OrderChange): Promise<void> {
    const shoppers = this.shoppers.get(change.userId);
    if (!shoppers?.size && this.kitchen.size === 0) return;
    const order = await this.orders.find(change.orderId);
    if (!order) return;
    if (shoppers?.size) {
      const current = await this.stillCurrent([...shoppers]);
      if (current.length > 0) {
        const data = JSON.stringify(await this.orders.wireOrder(order));
        for (const one of current) this.sendTo(one, change.eventId, data);
      }
    }
    if (this.kitchen.size > 0 && isPaid(order)) {
      const data = JSON.stringify(toKitchenOrder(order));
      const current = await this.stillCurrent([...this.kitchen]);
      const staff = await this.staffAmong(current.map((one) => one.userId));
      for (const one of current) {
        if (staff.has(one.userId)) this.sendTo(one, change.eventId, data);
        else this.end(one);
      }
    }
  }

  /**
   * The streams whose session is still in force; the others end here, before anything is sent.
   * One indexed query per stream, for the streams this change concerns only.
   */
  private async stillCurrent(subscribers: readonly Subscriber[]): Promise<Subscriber[]> {
    const now = Math.floor(Date.now() / 1000);
    const verdicts = await Promise.all(
      subscribers.map(
        async (one) => one.session.expiresAt > now && (await this.isCurrent(one.session)),
      ),
    );
    const current = subscribers.filter((_, index) => verdicts[index]);
    for (const [index, one] of subscribers.entries()) if (!verdicts[index]) this.end(one);
    return current;
  }

  /**
   * Which of these accounts still have the staff role: read before the board's every change, so
   * a member whose role was taken away gets nothing more and their stream ends.
   */
  private async staffAmong(userIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...new Set(userIds)])
      .where('role', '=', ROLES.staff)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  private end(subscriber: Subscriber): void {
    this.remove(subscriber);
    subscriber.sink.close();
  }

  private sendTo(subscriber: Subscriber, eventId: number, data: string): void {
    if (subscriber.held) subscriber.held.push({ eventId, data });
    else subscriber.sink.send(eventId, data);
  }

  /** Each order the stream may see with events after `lastEventId`: its state now, once. */
  private async replay(
    subscriber: Subscriber,
    lastEventId: number,
  ): Promise<Array<{ eventId: number; data: string }>> {
    const newest = sql<number>`max(e.id)`;
    const rows = await this.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.order_id as orderId', newest.as('eventId')])
      .where('e.id', '>', lastEventId - REPLAY_OVERLAP)
      .$if(subscriber.kitchen, (query) => query.where('o.paid_at', 'is not', null))
      .$if(!subscriber.kitchen, (query) => query.where('o.user_id', '=', subscriber.userId))
      .groupBy('e.order_id')
      .orderBy(newest, 'desc')
      .limit(REPLAY_LIMIT)
      .execute();
    const events: Array<{ eventId: number; data: string }> = [];
    for (const row of rows.reverse()) {
      const order = await this.orders.find(row.orderId);
      if (!order) continue;
      if (subscriber.kitchen && !isPaid(order)) continue;
      if (!subscriber.kitchen && order.userId !== subscriber.userId) continue;
      const wire = subscriber.kitchen ? toKitchenOrder(order) : await this.orders.wireOrder(order);
      events.push({ eventId: Number(row.eventId), data: JSON.stringify(wire) });
    }
    return events;
  }
}

/** Orders the kitchen sees: paid ones, whatever happened to them after. */
function isPaid(order: StoredOrder): boolean {
  return order.paid || order.paidAt !== null;
}
