/** The failure counter's sliding minute, with a clock the test moves. */
import { FailureLimiter } from './failure-limiter';

function limiterAt(limit: number) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new FailureLimiter(limit, () => clock.now) };
}

test('allows up to the limit, then says how many seconds to wait', () => {
  const { clock, limiter } = limiterAt(3);
  const keys = ['address:192.0.2.1', 'email:a@example.com'];
  for (let i = 0; i < 3; i += 1) {
    expect(limiter.retryAfter(keys)).toBe(0);
    limiter.recordFailure(keys);
    clock.now += 1_000;
  }
  // The oldest failure was 3 s ago; it leaves the window in 57 s.
  expect(limiter.retryAfter(keys)).toBe(57);
  expect(limiter.retryAfter(['address:192.0.2.1'])).toBe(57);
  expect(limiter.retryAfter(['email:a@example.com'])).toBe(57);
  expect(limiter.retryAfter(['address:192.0.2.2', 'email:b@example.com'])).toBe(0);
});

test('the window slides: failures older than a minute no longer count', () => {
  const { clock, limiter } = limiterAt(2);
  limiter.recordFailure(['k']);
  clock.now += 30_000;
  limiter.recordFailure(['k']);
  expect(limiter.retryAfter(['k'])).toBe(30);
  clock.now += 30_001;
  expect(limiter.retryAfter(['k'])).toBe(0);
  limiter.recordFailure(['k']);
  expect(limiter.retryAfter(['k'])).toBeGreaterThan(0);
});

test('any one key over the limit blocks the attempt', () => {
  const { limiter } = limiterAt(1);
  limiter.recordFailure(['email:a@example.com']);
  expect(limiter.retryAfter(['address:192.0.2.9', 'email:a@example.com'])).toBe(60);
  expect(limiter.retryAfter(['address:192.0.2.9', 'email:c@example.com'])).toBe(0);
});
