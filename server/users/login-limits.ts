/**
 * Who may try a password, how often (see docs/operations.md, "Login and sign-up limits").
 *
 * - Per client address: `failureLimit` failed attempts a minute (logins, sign-ups and password
 *   changes together). The attempt is reserved before the password is hashed and given back when
 *   it succeeds, so concurrent guesses cannot slip past the count.
 * - Per email and address: half of that, so one address cannot spend its whole allowance on one
 *   account.
 * - Per email, across addresses: no lock (that would let anyone lock an owner out), but a
 *   slowdown: past `failureLimit` failures in 15 minutes, each attempt for that email waits a
 *   little longer before its password is checked. The right password from anywhere still works.
 * - Sign-ups per address: `signupLimit` an hour, successful ones included.
 * - Password changes per account: `failureLimit` failed attempts a minute.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { Refusal } from '../http/errors';
import type { Limit, RateLimiter, Reservation } from '../limits/rate-limiter';
import { emailKey } from './repository';

const MINUTE = 60;
const EMAIL_WINDOW = 15 * 60;
const SIGNUP_WINDOW = 60 * 60;
/** Each failure past the threshold adds this much wait, up to the ceiling. */
const SLOWDOWN_STEP_MS = 500;
const SLOWDOWN_MAX_MS = 5_000;

export interface LoginLimitSettings {
  failureLimit: number;
  signupLimit: number;
}

export class LoginLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: LoginLimitSettings,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /** A login attempt's place under the address and the email-and-address limits, or a 429. */
  login(reply: FastifyReply, address: string, email: string): Promise<Reservation> {
    const limits = [this.addressLimit(address)];
    if (email) {
      limits.push({
        key: `auth:pair:${emailKey(email)}|${address}`,
        max: Math.max(1, Math.ceil(this.settings.failureLimit / 2)),
        windowSeconds: MINUTE,
      });
    }
    return this.reserve(reply, limits, ACCOUNT_MESSAGES.tooManyAttempts);
  }

  /** A sign-up attempt's place under the address's failure limit, or a 429. */
  signupFailures(reply: FastifyReply, address: string): Promise<Reservation> {
    return this.reserve(reply, [this.addressLimit(address)], ACCOUNT_MESSAGES.tooManyAttempts);
  }

  /** Counts a sign-up that is about to be hashed against the address's hourly allowance. */
  signup(reply: FastifyReply, address: string): Promise<Reservation> {
    const limit = {
      key: `signup:address:${address}`,
      max: this.settings.signupLimit,
      windowSeconds: SIGNUP_WINDOW,
    };
    return this.reserve(reply, [limit], ACCOUNT_MESSAGES.tooManySignups);
  }

  /** A password change's place under the address and the account limits, or a 429. */
  passwordChange(reply: FastifyReply, address: string, userId: string): Promise<Reservation> {
    const account = {
      key: `auth:account:${userId}`,
      max: this.settings.failureLimit,
      windowSeconds: MINUTE,
    };
    return this.reserve(
      reply,
      [this.addressLimit(address), account],
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
  }

  /** Waits as long as the email's recent failures say, before its password is checked. */
  async slowDown(email: string): Promise<void> {
    const failures = await this.limiter.recent(this.emailKey(email), EMAIL_WINDOW);
    const excess = Math.floor(failures) - this.settings.failureLimit;
    if (excess > 0) await this.wait(Math.min(SLOWDOWN_MAX_MS, excess * SLOWDOWN_STEP_MS));
  }

  recordEmailFailure(email: string): Promise<void> {
    return this.limiter.record(this.emailKey(email), EMAIL_WINDOW);
  }

  private emailKey(email: string): string {
    return `auth:email:${emailKey(email)}`;
  }

  private addressLimit(address: string): Limit {
    return {
      key: `auth:address:${address}`,
      max: this.settings.failureLimit,
      windowSeconds: MINUTE,
    };
  }

  private reserve(reply: FastifyReply, limits: Limit[], message: string): Promise<Reservation> {
    return reserveOrRefuse(this.limiter, reply, limits, message);
  }
}

/** A place under every limit, or a 429 with `message` and Retry-After. */
export async function reserveOrRefuse(
  limiter: RateLimiter,
  reply: FastifyReply,
  limits: Limit[],
  message: string,
): Promise<Reservation> {
  const reservation = await limiter.reserve(limits);
  if (!reservation.allowed) {
    reply.header('retry-after', String(reservation.retryAfter));
    throw new Refusal(429, message);
  }
  return reservation;
}
