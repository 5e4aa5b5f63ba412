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
 */
import { EventEmitter } from 'node:events';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface OrderChange {
  /** The `order_events` row's id: the stream event's id, for Last-Event-ID. */
  eventId: number;
  orderId: string;
  /** The shopper whose order it is: only their streams hear of it. */
  userId: string;
}

export type OrderChangeListener = (change: OrderChange) => void;

export interface OrderBus {
  /** Announces a change recorded in `trx`; listeners hear it once `trx` has committed. */
  announce(trx: Transaction<Database>, change: OrderChange): Promise<void>;
  /** Hears every change on every instance; returns the way to stop. */
  listen(listener: OrderChangeListener): () => void;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
