/**
 * The order bus across instances on one PostgreSQL database (events/order-bus.ts): a change is a
 * `pg_notify('order_events', <json>)` inside the transaction that records it, so PostgreSQL
 * delivers it at commit (and never after a rollback) to every instance's LISTEN connection, this
 * one's included. The LISTEN connection is a client of its own, never one of the pool's: it stays
 * open and idle for the life of the instance. When it fails (a restart, a failover), it is
 * opened again after a growing pause; changes made while it was down reach no stream here, and
 * the pages catch up with Last-Event-ID when their streams reconnect (docs/operations.md).
 * Menu changes go on their own channel, `menu_changes`, with no payload; once the connection is
 * back after a failure, listeners are told the menu may have changed, since a change made while
 * it was down was never heard.
 */
import { EventEmitter } from 'node:events';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { MenuChangeListener, OrderBus, OrderChange, OrderChangeListener } from './order-bus';

const ORDER_CHANNEL = 'order_events';
const MENU_CHANNEL = 'menu_changes';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

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
    await sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(change)})`.execute(trx);
  }

  listen(listener: OrderChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  async announceMenuChange(trx: Transaction<Database>): Promise<void> {
    await sql`select pg_notify(${MENU_CHANNEL}, '')`.execute(trx);
  }

  listenMenuChanges(listener: MenuChangeListener): () => void {
    this.emitter.on('menu', listener);
    return () => this.emitter.off('menu', listener);
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
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the LISTEN connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel === MENU_CHANNEL) {
        this.emitter.emit('menu');
        return;
      }
      if (channel !== ORDER_CHANNEL) return;
      const change = parseChange(payload);
      if (change) this.emitter.emit('change', change);
      else this.log.warn({ payload }, 'ignored a malformed order notification');
    });
    this.client = client;
    try {
      await client.connect();
      // The order channel last: pg_stat_activity shows it as the connection's query.
      await client.query(`LISTEN ${MENU_CHANNEL}`);
      await client.query(`LISTEN ${ORDER_CHANNEL}`);
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
      // Menu changes made while the connection was down were never heard: read the menu again.
      this.emitter.emit('menu');
    }
    this.failures = 0;
  }

  /** Forgets a failed connection and opens a new one after a pause that grows with failures. */
  private lost(client: pg.Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    this.failures += 1;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
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
