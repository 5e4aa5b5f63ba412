/**
 * The statements of the order bus on PostgreSQL (pg-order-bus.ts): `pg_notify` on a channel,
 * through the pool or inside the transaction that records the change, and the reads that catch
 * up on `order_events` through the bus's own LISTEN connection.
 */
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema';
import type { OrderChange } from './order-bus';

/** Notifies `channel` with `payload`; inside a transaction, delivered at its commit. */
export async function notify(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/** The newest order event's id, 0 when there is none. */
export async function newestEventId(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ newest: string | null }>(
    'select max(id) as newest from order_events',
  );
  return Number(rows[0]?.newest ?? 0);
}

/** The newest `limit` order events after `afterId`, as changes, oldest first. */
export async function orderEventsAfter(
  client: pg.Client,
  afterId: number,
  limit: number,
): Promise<OrderChange[]> {
  const { rows } = await client.query<{ id: string; order_id: string; user_id: string }>(
    `select e.id, e.order_id, o.user_id
       from order_events e join orders o on o.id = e.order_id
      where e.id > $1
      order by e.id desc
      limit ${limit}`,
    [afterId],
  );
  return rows
    .reverse()
    .map((row) => ({ eventId: Number(row.id), orderId: row.order_id, userId: row.user_id }));
}
