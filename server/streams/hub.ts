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
 * (with its newest event id), then whatever changed while that was read.
 *
 * A shopper's streams also carry the account's cart (a `cart` event, `{ cartData }` as cart/get
 * answers it) whenever it changes: a change announced on the bus (a cart call, on any instance)
 * or a change of one of the account's paid orders (a payment takes the paid dishes out). The
 * cart is read when the change is heard, one read after another for each account, so the last
 * cart a stream receives is the newest (docs/product.md#tracking-an-order).
 *
 * A stream lives no longer than the session that opened it, and a board's no longer than its
 * account's staff role: both are checked before every change is sent, and every stream is checked
 * once per heartbeat whether or not anything changes (`sweep`), so one ends within a heartbeat of
 * a logout, a logout everywhere, a new password, its expiry or the role's removal.
 *
 * The streams held at once are limited (docs/operations.md#live-stream-limits): an account that
 * opens one more than `perAccount` keeps its newest and its oldest ends with an `end` event
 * saying it was replaced (the page then stops following rather than take it back); past
 * `perAddress` from one client address, or `max` in all, a new one is refused.
 */
import type { CartData } from '../../contract/api';
import { ORDER_STATUS } from '../../contract/rules';
import type { SessionClaims } from '../auth/tokens';
import type { OrderBus, OrderChange } from '../events/order-bus';
import { toKitchenOrder, type OrderRepository, type StoredOrder } from '../orders/repository';
import type { ReplayRepository } from './replay-repository';

/** Why a stream was ended by the shop rather than by the page: told to the page before it ends. */
export type StreamEnd = 'replaced';

/** One open stream: where its events go. `data` is the order's JSON, serialised once. */
export interface StreamSink {
  send(eventId: number, data: string): void;
  /** Sends the account's cart (`{ cartData }`, serialised): an event with no id of its own. */
  cart(data: string): void;
  /** Ends the stream; with a reason, the page is told it first (an `end` event). */
  close(reason?: StreamEnd): void;
}

interface Subscriber {
  userId: string;
  /** The session that opened the stream. */
  session: SessionClaims;
  kitchen: boolean;
  /** The client address it was opened from. */
  address: string;
  sink: StreamSink;
  /** Live events held back while the stream's replay is read; null once it is sent. */
  held: Array<{ eventId: number; data: string }> | null;
}

/** What the hub reads about accounts: sessions in force and staff roles, many at once. */
export interface StreamAccounts {
  currentAmong(sessions: readonly SessionClaims[]): Promise<Set<string>>;
  staffAmong(userIds: readonly string[]): Promise<Set<string>>;
}

/** How the hub reads an account's cart (server/cart/repository.ts). */
export interface StreamCarts {
  get(userId: string): Promise<CartData>;
}

export interface StreamLimits {
  perAccount: number;
  perAddress: number;
  max: number;
}

/** Why a new stream is refused: too many from its address, or too many in all. */
export type StreamRefusal = 'address' | 'full';

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
  /** Every open stream by account, oldest first (a Set keeps insertion order). */
  private readonly accounts = new Map<string, Set<Subscriber>>();
  private readonly kitchen = new Set<Subscriber>();
  private readonly addresses = new Map<string, number>();
  private count = 0;
  /** The delivery in progress for each order, so changes of one order go out in turn. */
  private readonly deliveries = new Map<string, Promise<void>>();
  /** The cart read in progress for each account, so its carts go out in turn. */
  private readonly cartDeliveries = new Map<string, Promise<void>>();
  private stopListening: Array<() => void> = [];
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly replays: ReplayRepository,
    private readonly orders: OrderRepository,
    private readonly users: StreamAccounts,
    private readonly limits: StreamLimits,
    private readonly log: HubLog,
    private readonly carts: StreamCarts,
  ) {}

  /** Follows the bus, and checks every stream's session and role every `sweepMs`. */
  start(bus: OrderBus, sweepMs: number): void {
    this.stopListening = [
      bus.listen((change) => this.heard(change)),
      bus.listenCartChanges((userId) => {
        const accounts = userId === undefined ? [...this.accounts.keys()] : [userId];
        for (const account of accounts) this.heardCart(account);
      }),
    ];
    this.sweepTimer = setInterval(() => void this.sweep(), sweepMs);
    this.sweepTimer.unref();
  }

  /** How many streams are open on this instance. */
  get size(): number {
    return this.count;
  }

  /** Whether a new stream from `address` may open now; undefined when it may. */
  refusal(address: string): StreamRefusal | undefined {
    if (this.count >= this.limits.max) return 'full';
    if ((this.addresses.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    return undefined;
  }

  /**
   * Starts sending to a stream: what changed after `lastEventId` first, when it is given, then
   * every change as it happens. Returns the way to stop (when the stream closes). Call
   * `refusal` first: this admits it whatever the limits, bar the account's own.
   */
  async open(options: {
    session: SessionClaims;
    kitchen: boolean;
    address: string;
    sink: StreamSink;
    lastEventId?: number;
  }): Promise<() => void> {
    const subscriber: Subscriber = {
      userId: options.session.userId,
      session: options.session,
      kitchen: options.kitchen,
      address: options.address,
      sink: options.sink,
      held: options.lastEventId === undefined ? null : [],
    };
    // Listening starts before the replay is read, so nothing committed meanwhile is missed.
    this.add(subscriber);
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
    for (const one of this.all()) this.end(one);
  }

  stop(): void {
    for (const stop of this.stopListening.splice(0)) stop();
    clearInterval(this.sweepTimer);
  }

  private all(): Subscriber[] {
    return [...this.accounts.values()].flatMap((set) => [...set]);
  }

  /** Registers a stream; the account's oldest ends past its limit (the newest tabs keep theirs). */
  private add(subscriber: Subscriber): void {
    const own = this.accounts.get(subscriber.userId) ?? new Set();
    own.add(subscriber);
    this.accounts.set(subscriber.userId, own);
    if (subscriber.kitchen) this.kitchen.add(subscriber);
    this.addresses.set(subscriber.address, (this.addresses.get(subscriber.address) ?? 0) + 1);
    this.count += 1;
    for (const oldest of own) {
      if (own.size <= this.limits.perAccount) break;
      this.end(oldest, 'replaced');
    }
  }

  private remove(subscriber: Subscriber): void {
    const own = this.accounts.get(subscriber.userId);
    if (!own?.delete(subscriber)) return;
    if (own.size === 0) this.accounts.delete(subscriber.userId);
    this.kitchen.delete(subscriber);
    const fromAddress = (this.addresses.get(subscriber.address) ?? 1) - 1;
    if (fromAddress > 0) this.addresses.set(subscriber.address, fromAddress);
    else this.addresses.delete(subscriber.address);
    this.count -= 1;
  }

  /**
   * Ends every stream whose session has ended or expired, and every board whose account is no
   * longer staff, whether or not a change comes for it.
   */
  private async sweep(): Promise<void> {
    if (this.sweeping || this.count === 0) return;
    this.sweeping = true;
    try {
      const current = await this.stillCurrent(this.all());
      const boards = current.filter((one) => one.kitchen);
      if (boards.length > 0) {
        const staff = await this.users.staffAmong(boards.map((one) => one.userId));
        for (const one of boards) if (!staff.has(one.userId)) this.end(one);
      }
    } catch (error) {
      this.log.warn(
        { err: error },
        'could not check the live streams’ sessions; next round retries',
      );
    } finally {
      this.sweeping = false;
    }
  }

  private heard(change: OrderChange): void {
    inTurn(
      this.deliveries,
      change.orderId,
      () => this.deliver(change),
      (error) =>
        this.log.warn({ err: error, orderId: change.orderId }, 'could not send an order change'),
    );
  }

  private async deliver(change: OrderChange): Promise<void> {
    const shoppers = [...(this.accounts.get(change.userId) ?? [])].filter((one) => !one.kitchen);
    if (shoppers.length === 0 && this.kitchen.size === 0) return;
    const order = await this.orders.find(change.orderId);
    if (!order) return;
    if (shoppers.length > 0) {
      const current = await this.stillCurrent(shoppers);
      if (current.length > 0) {
        const data = JSON.stringify(await this.orders.wireOrder(order));
        for (const one of current) this.sendTo(one, change.eventId, data);
        // Paying takes the paid dishes out of the cart, in the same transaction.
        if (isPaid(order)) this.heardCart(change.userId);
      }
    }
    if (this.kitchen.size > 0 && isPaid(order)) {
      const data = JSON.stringify(toKitchenOrder(order));
      const current = await this.stillCurrent([...this.kitchen]);
      const staff = await this.users.staffAmong(current.map((one) => one.userId));
      for (const one of current) {
        if (staff.has(one.userId)) this.sendTo(one, change.eventId, data);
        else this.end(one);
      }
    }
  }

  private heardCart(userId: string): void {
    inTurn(
      this.cartDeliveries,
      userId,
      () => this.deliverCart(userId),
      (error) => this.log.warn({ err: error, userId }, 'could not send a cart change'),
    );
  }

  /** The account's cart as it is now, to each of its shopper streams still in force. */
  private async deliverCart(userId: string): Promise<void> {
    const shoppers = [...(this.accounts.get(userId) ?? [])].filter((one) => !one.kitchen);
    if (shoppers.length === 0) return;
    const current = await this.stillCurrent(shoppers);
    if (current.length === 0) return;
    const data = JSON.stringify({ cartData: await this.carts.get(userId) });
    for (const one of current) one.sink.cart(data);
  }

  /** The streams whose session is still in force; the others end here, before anything is sent. */
  private async stillCurrent(subscribers: readonly Subscriber[]): Promise<Subscriber[]> {
    const inForce = await this.users.currentAmong(subscribers.map((one) => one.session));
    const current: Subscriber[] = [];
    for (const one of subscribers) {
      if (inForce.has(one.session.jti)) current.push(one);
      else this.end(one);
    }
    return current;
  }

  private end(subscriber: Subscriber, reason?: StreamEnd): void {
    this.remove(subscriber);
    subscriber.sink.close(reason);
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
    const audience = subscriber.kitchen ? 'kitchen' : { userId: subscriber.userId };
    const changed = await this.replays.changedSince(
      lastEventId - REPLAY_OVERLAP,
      audience,
      REPLAY_LIMIT,
    );
    const seen = changed.filter(({ order }) =>
      subscriber.kitchen ? isPaid(order) : order.userId === subscriber.userId,
    );
    const orders = seen.map(({ order }) => order);
    const wire = subscriber.kitchen
      ? orders.map(toKitchenOrder)
      : await this.orders.wireOrders(orders);
    return seen.map(({ eventId }, index) => ({ eventId, data: JSON.stringify(wire[index]) }));
  }
}

/**
 * Runs `work` once the work queued before it under `key` has settled (a failure goes to
 * `failed`), and forgets the key once nothing more waits on it.
 */
function inTurn(
  queue: Map<string, Promise<void>>,
  key: string,
  work: () => Promise<void>,
  failed: (error: unknown) => void,
): void {
  const delivery = (queue.get(key) ?? Promise.resolve())
    .then(work)
    .catch(failed)
    .finally(() => {
      if (queue.get(key) === delivery) queue.delete(key);
    });
  queue.set(key, delivery);
}

/**
 * Orders the kitchen sees: paid ones, whatever happened to them after, and those to be paid at
 * the door once placed.
 */
function isPaid(order: StoredOrder): boolean {
  if (order.paymentMethod === 'on-delivery') return order.status !== ORDER_STATUS.awaitingPayment;
  return order.paid || order.paidAt !== null;
}
