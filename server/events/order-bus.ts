/**
 * Tells every instance of the shop that an order changed, so the streams it holds (the kitchen's
 * board, a shopper's /MyOrders) can send the change on.
 *
 * A change is announced inside the transaction that records it (OrderRepository writes every
 * `order_events` row and announces it in one place), and listeners hear it only once that
 * transaction has committed:
 * - PostgreSQL (any number of instances): `pg_notify` inside the transaction; PostgreSQL delivers
 *   notifications at commit and drops them on rollback, to every instance's LISTEN connection,
 *   this one's included (events/pg-order-bus.ts).
 * - SQLite (one instance): in process, after the current call stack. A listener that reads the
 *   database waits for the transaction to release the one connection, so it reads the committed
 *   state; after a rollback it finds no event row and sends nothing.
 * A change is a pointer (event, order, shopper), never the order itself: listeners read the
 * order's current state, so an announcement that arrives late or twice sends nothing false.
 *
 * The menu's changes (a dish added, edited, marked unavailable or removed) travel the same way,
 * on a channel of their own: every instance's MenuCache forgets its menu on hearing one, so
 * food/list, /Menu and the prices agree everywhere (docs/operations.md#several-instances).
 *
 * So do a shopper's cart changes made by a call (cart/add, /remove, /merge, order/reorder),
 * announced once the call has answered (streams/cart-changes.ts): every instance's StreamHub
 * sends the account's cart to its open order streams, so the shopper's other tabs and devices
 * show it (docs/product.md#tracking-an-order). A cart emptied by a payment needs no announcement
 * of its own: the payment is an order change.
 */
import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface OrderChange {
  /** The `order_events` row's id: the stream event's id, for Last-Event-ID. */
  eventId: number;
  orderId: string;
  /** The shopper whose order it is: only their streams hear of it. */
  userId: string;
}

export type OrderChangeListener = (change: OrderChange) => void;

/** Told that the menu changed somewhere (it reads the menu again; nothing is in the message). */
export type MenuChangeListener = () => void;

/**
 * Told that an account's cart changed somewhere; `undefined`: any account's may have (a change
 * may have been missed), so every open stream's cart is sent again.
 */
export type CartChangeListener = (userId: string | undefined) => void;

export interface OrderBus {
  /** Announces a change recorded in `trx`; listeners hear it once `trx` has committed. */
  announce(trx: Transaction<Database>, change: OrderChange): Promise<void>;
  /** Hears every change on every instance; returns the way to stop. */
  listen(listener: OrderChangeListener): () => void;
  /** Announces a change to the menu made in `trx`; listeners hear it once `trx` has committed. */
  announceMenuChange(trx: Transaction<Database>): Promise<void>;
  /** Hears every menu change on every instance (and any that may have been missed); returns the way to stop. */
  listenMenuChanges(listener: MenuChangeListener): () => void;
  /** Announces that `userId`'s cart changed (committed already: announced through `db`). */
  announceCartChange(db: Kysely<Database>, userId: string): Promise<void>;
  /** Hears every cart change on every instance; returns the way to stop. */
  listenCartChanges(listener: CartChangeListener): () => void;
  close(): Promise<void>;
}

/** One instance, in process (SQLite). */
export class LocalOrderBus implements OrderBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async announce(_trx: Transaction<Database>, change: OrderChange): Promise<void> {
    setImmediate(() => this.emitter.emit('change', change));
  }

  listen(listener: OrderChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  async announceMenuChange(_trx: Transaction<Database>): Promise<void> {
    setImmediate(() => this.emitter.emit('menu'));
  }

  listenMenuChanges(listener: MenuChangeListener): () => void {
    this.emitter.on('menu', listener);
    return () => this.emitter.off('menu', listener);
  }

  async announceCartChange(_db: Kysely<Database>, userId: string): Promise<void> {
    setImmediate(() => this.emitter.emit('cart', userId));
  }

  listenCartChanges(listener: CartChangeListener): () => void {
    this.emitter.on('cart', listener);
    return () => this.emitter.off('cart', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
