/**
 * How often a password reset may be asked for and tried (docs/operations.md, "Login and sign-up
 * limits"):
 * - reset emails: `perAddress` an hour per client address, and a third of that an hour per email
 *   (whether or not an account uses it, so a refusal tells nothing either);
 * - uses of a link: `failureLimit` failed tries a minute per address, given back when one works.
 */
import type { FastifyReply } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { RECOVERY_MESSAGES } from '../../contract/recovery-messages';
import type { Limit, RateLimiter, Reservation } from '../limits/rate-limiter';
import { reserveOrRefuse } from '../users/login-limits';
import { emailKey } from '../users/repository';

const HOUR = 60 * 60;
const MINUTE = 60;

export interface RecoveryLimitSettings {
  /** Reset emails asked for per client address in an hour. */
  perAddress: number;
  /** Failed uses of links per client address in a minute. */
  failureLimit: number;
}

export class RecoveryLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: RecoveryLimitSettings,
  ) {}

  /** A reset request's place under the address and the email limits, or a 429. */
  request(reply: FastifyReply, address: string, email: string): Promise<Reservation> {
    const limits: Limit[] = [
      { key: `reset:address:${address}`, max: this.settings.perAddress, windowSeconds: HOUR },
    ];
    if (email) {
      limits.push({
        key: `reset:email:${emailKey(email)}`,
        max: Math.max(1, Math.ceil(this.settings.perAddress / 3)),
        windowSeconds: HOUR,
      });
    }
    return this.reserve(reply, limits, RECOVERY_MESSAGES.tooManyRequests);
  }

  /** A link's use under the address's failure limit, or a 429; release it when the link works. */
  use(reply: FastifyReply, address: string): Promise<Reservation> {
    const limit = {
      key: `reset:use:${address}`,
      max: this.settings.failureLimit,
      windowSeconds: MINUTE,
    };
    return this.reserve(reply, [limit], ACCOUNT_MESSAGES.tooManyAttempts);
  }

  private reserve(reply: FastifyReply, limits: Limit[], message: string): Promise<Reservation> {
    return reserveOrRefuse(this.limiter, reply, limits, message);
  }
}
