/**
 * Rate limits kept in the database, so every instance of the store counts the same attempts.
 *
 * Each limit is a sliding window approximated by two fixed ones: the attempts of the current
 * window plus the previous window's, weighted by how much of it still overlaps the last
 * `windowSeconds`. A request reserves its place *before* doing the work it limits (one atomic
 * upsert per counter, so N concurrent requests see N distinct counts and at most the limit pass),
 * and gives the place back when the limit refuses it or, for limits on failures, when it succeeds.
 * The counters' SQL is in rate-limit-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RateLimitRepository } from './rate-limit-repository';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface Reservation {
  allowed: boolean;
  /** Whole seconds until the refused limits would let one more attempt through; 0 when allowed. */
  retryAfter: number;
  /** Gives the reserved places back (an attempt that should not count, such as a right password). */
  release(): Promise<void>;
}

interface Window {
  start: number;
  previousStart: number;
  /** How far into the current window we are, 0 to 1. */
  elapsed: number;
}

export class RateLimiter {
  private readonly counters: RateLimitRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    this.counters = new RateLimitRepository(db);
  }

  /** Reserves one attempt under every limit; when any refuses, none is kept. */
  async reserve(limits: readonly Limit[]): Promise<Reservation> {
    const taken: Array<{ limit: Limit; start: number }> = [];
    let retryAfter = 0;
    for (const limit of limits) {
      const window = this.windowOf(limit.windowSeconds);
      const count = await this.counters.increment(limit.key, window.start, limit.windowSeconds);
      taken.push({ limit, start: window.start });
      const previous = await this.counters.countIn(limit.key, window.previousStart);
      if (previous * (1 - window.elapsed) + count > limit.max) {
        retryAfter = Math.max(retryAfter, secondsUntilRoom(limit, window, previous, count - 1));
      }
    }
    const release = async () => {
      for (const { limit, start } of taken.splice(0))
        await this.counters.decrement(limit.key, start);
    };
    if (retryAfter > 0) {
      await release();
      return { allowed: false, retryAfter, release: async () => {} };
    }
    return { allowed: true, retryAfter: 0, release };
  }

  /** Counts one event under a key without limiting it (the failures a slowdown is made of). */
  async record(key: string, windowSeconds: number): Promise<void> {
    await this.counters.increment(key, this.windowOf(windowSeconds).start, windowSeconds);
  }

  /** How many events the key saw in the last `windowSeconds` (the sliding estimate). */
  async recent(key: string, windowSeconds: number): Promise<number> {
    const window = this.windowOf(windowSeconds);
    const [current, previous] = await Promise.all([
      this.counters.countIn(key, window.start),
      this.counters.countIn(key, window.previousStart),
    ]);
    return previous * (1 - window.elapsed) + current;
  }

  /** Drops counters whose windows no longer count. */
  async purgeExpired(): Promise<void> {
    await this.counters.purgeBefore(Math.floor(this.now() / 1000));
  }

  private windowOf(windowSeconds: number): Window {
    const nowSeconds = this.now() / 1000;
    const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
    return {
      start,
      previousStart: start - windowSeconds,
      elapsed: (nowSeconds - start) / windowSeconds,
    };
  }
}

/**
 * Seconds until one more attempt fits, if no other attempt comes: first the previous window's
 * weight fades; when the current window is full, it has to become the previous one and fade.
 */
function secondsUntilRoom(limit: Limit, window: Window, previous: number, current: number): number {
  const { max, windowSeconds } = limit;
  let wait: number;
  if (current + 1 <= max && previous > 0) {
    const neededElapsed = 1 - (max - 1 - current) / previous;
    wait = (neededElapsed - window.elapsed) * windowSeconds;
  } else {
    const neededElapsed = current > 0 ? Math.max(0, 1 - (max - 1) / current) : 0;
    wait = (1 - window.elapsed) * windowSeconds + neededElapsed * windowSeconds;
  }
  // The estimate spreads old attempts evenly; no attempt counts for longer than one window.
  return Math.max(1, Math.min(windowSeconds, Math.ceil(wait)));
}
