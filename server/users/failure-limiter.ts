/**
 * Counts failed logins and sign-ups per client address and per email over a sliding minute.
 * Past the limit every attempt from that address, or for that email, is refused with a 429 until
 * the window moves on. The address is the socket's unless TRUST_PROXY_HOPS says how many proxies
 * to believe, so a forged X-Forwarded-For buys nothing. Counters live in memory: one instance per
 * process (see docs/operations.md for several instances).
 */
const WINDOW_MS = 60_000;
const MAX_KEYS = 100_000;

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds until one of these keys may try again, or 0 when none is over the limit. */
  retryAfter(keys: readonly string[]): number {
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key);
      if (times.length >= this.limit) {
        const oldest = times[times.length - this.limit] ?? this.now();
        wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - this.now()) / 1000));
      }
    }
    return wait;
  }

  recordFailure(keys: readonly string[]): void {
    if (this.failures.size > MAX_KEYS) this.prune();
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
