/**
 * The counters of the rate limits (rate-limiter.ts) in `rate_limit_counters`: one row per key and
 * fixed window, counted up and down in one atomic statement each.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one attempt under `key` in the window of `windowSeconds` starting at `start`; the
   * window's count with it. The row lasts two windows: the next one still weighs it.
   */
  async increment(key: string, start: number, windowSeconds: number): Promise<number> {
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({
        key,
        window_start: start,
        count: 1,
        expires_at: start + 2 * windowSeconds,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['key', 'window_start'])
          .doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Gives one attempt back to the window starting at `start`, never below zero. */
  async decrement(key: string, start: number): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('window_start', '=', start)
      .where('count', '>', 0)
      .execute();
  }

  /** The attempts counted in the window starting at `start`. */
  async countIn(key: string, start: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', start)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Drops counters that expired before `seconds` (Unix time). */
  async purgeBefore(seconds: number): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('expires_at', '<', seconds).execute();
  }
}
