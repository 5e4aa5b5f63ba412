/**
 * The order bus across instances on one PostgreSQL database (events/order-bus.ts): a change is a
 * `pg_notify('order_events', <json>)` inside the transaction that records it, so PostgreSQL
 * delivers it at commit (and never after a rollback) to every instance's LISTEN connection, this
 * one's included. The LISTEN connection is a client of its own, never one of the pool's: it stays
 * open and idle for the life of the instance. When it fails (a restart, a failover, a blocked
 * database), it is opened again after a pause that grows to at most MAX_RETRY_MS.
 *
 * Nothing committed while it was down is lost: the bus remembers the newest event it has heard,
 * and once it listens again it reads the events after that one from `order_events` and hands
 * them to its listeners as if they had just been announced (the overlap below catches
 * transactions that committed out of id order). Listeners read the order's current state, so
 * hearing a change twice sends nothing false (events/order-bus.ts).
 * Menu changes go on their own channel, `menu_changes`, with no payload; once the connection is
 * back after a failure, listeners are told the menu may have changed, since a change made while
 * it was down was never heard. Cart changes go on `cart_changes` with the account's id as the
 * payload; once the connection is back, listeners are told any cart may have changed. The
 * statements it sends (NOTIFY, and the catching up): notify-repository.ts.
 */
import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type {
  CartChangeListener,
  MenuChangeListener,
  OrderBus,
  OrderChange,
  OrderChangeListener,
} from './order-bus';
import { newestEventId, notify, orderEventsAfter } from './notify-repository';

const ORDER_CHANNEL = 'order_events';
const MENU_CHANNEL = 'menu_changes';
const CART_CHANNEL = 'cart_changes';

/** The LISTEN connection's name in pg_stat_activity, where an operator (or a test) finds it. */
export const LISTENER_NAME = 'storefront order listener';

const FIRST_RETRY_MS = 250;
/** The longest pause between tries: a database back is heard again within this. */
const MAX_RETRY_MS = 2_000;

/**
 * Events just before the newest one heard are read again on a catch-up: ids come from one
 * sequence, but transactions may commit out of id order (as streams/hub.ts's replay).
 */
const CATCH_UP_OVERLAP = 200;
/** At most this many events are handed on by one catch-up (the newest). */
const CATCH_UP_LIMIT = 10_000;

interface BusLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

function parseChange(payload: string | undefined): OrderChange | undefined {
  try {
    const change = JSON.parse(payload ?? '') as Partial<OrderChange>;
    if (
      typeof change.eventId === 'number' &&
      typeof change.orderId === 'string' &&
      typeof change.userId === 'string'
    )
      return { eventId: change.eventId, orderId: change.orderId, userId: change.userId };
  } catch {
    // Not ours: fall through.
  }
  return undefined;
}

export class PgOrderBus implements OrderBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;
  /** The newest event id heard, or read at the first start; undefined before that. */
  private newestEventId: number | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: BusLog,
  ) {}

  /** Opens the LISTEN connection; resolves once it listens (rejects if the first try fails). */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async announce(trx: Transaction<Database>, change: OrderChange): Promise<void> {
    await notify(trx, ORDER_CHANNEL, JSON.stringify(change));
  }

  listen(listener: OrderChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  async announceMenuChange(trx: Transaction<Database>): Promise<void> {
    await notify(trx, MENU_CHANNEL, '');
  }

  listenMenuChanges(listener: MenuChangeListener): () => void {
    this.emitter.on('menu', listener);
    return () => this.emitter.off('menu', listener);
  }

  async announceCartChange(db: Kysely<Database>, userId: string): Promise<void> {
    await notify(db, CART_CHANNEL, userId);
  }

  listenCartChanges(listener: CartChangeListener): () => void {
    this.emitter.on('cart', listener);
    return () => this.emitter.off('cart', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.emitter.removeAllListeners();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    // keepAlive: a connection cut without a word (a dead network path) is noticed, not kept.
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the LISTEN connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel === MENU_CHANNEL) {
        this.emitter.emit('menu');
        return;
      }
      if (channel === CART_CHANNEL) {
        if (payload) this.emitter.emit('cart', payload);
        return;
      }
      if (channel !== ORDER_CHANNEL) return;
      const change = parseChange(payload);
      if (change) this.hear(change);
      else this.log.warn({ payload }, 'ignored a malformed order notification');
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${MENU_CHANNEL}`);
      await client.query(`LISTEN ${CART_CHANNEL}`);
      await client.query(`LISTEN ${ORDER_CHANNEL}`);
      // Listening before reading: a change committed from here on is both notified and read.
      await this.catchUp(client);
    } catch (error) {
      this.lost(client, error as Error);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    if (this.failures > 0) {
      this.log.info('listening for order changes again');
      // Menu and cart changes made while the connection was down were never heard.
      this.emitter.emit('menu');
      this.emitter.emit('cart', undefined);
    }
    this.failures = 0;
  }

  private hear(change: OrderChange): void {
    if (this.newestEventId === undefined || change.eventId > this.newestEventId)
      this.newestEventId = change.eventId;
    this.emitter.emit('change', change);
  }

  /**
   * The first time, notes the newest event so far; after a failure, hands on every event
   * committed since the newest one heard, oldest first.
   */
  private async catchUp(client: pg.Client): Promise<void> {
    if (this.newestEventId === undefined) {
      const newest = await newestEventId(client);
      this.newestEventId ??= newest;
      return;
    }
    const changes = await orderEventsAfter(
      client,
      this.newestEventId - CATCH_UP_OVERLAP,
      CATCH_UP_LIMIT,
    );
    if (changes.length > 0)
      this.log.info(
        `caught up on ${changes.length} order events after the LISTEN connection was back`,
      );
    for (const change of changes) this.hear(change);
  }

  /** Forgets a failed connection and opens a new one after a pause that grows with failures. */
  private lost(client: pg.Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    this.failures += 1;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(this.failures - 1, 8));
    this.log.warn(
      { err: error, retryInMs: delay },
      'the order-changes LISTEN connection failed; reconnecting',
    );
    this.retryTimer = setTimeout(() => {
      this.connect().catch(() => {
        // lost() has already scheduled the next try.
      });
    }, delay);
    this.retryTimer.unref();
  }
}
