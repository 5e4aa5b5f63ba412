/**
 * Every password hash of the store runs here, a bounded number at a time with a bounded queue.
 *
 * scrypt at our cost takes a large share of a second and 128 MiB, and runs in libuv's thread pool
 * (four threads, shared with file access and DNS). Unbounded, a burst of sign-ups takes every
 * thread and hundreds of megabytes (bench:auth's figures: docs/operations.md#benchmarks).
 * Bounded, at most `concurrency` hashes run and `queueLimit` wait; past that a request is
 * turned away at once with a 503 and Retry-After, before it costs anything.
 */
import type { FastifyReply } from 'fastify';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { Refusal } from '../http/errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

/** A refusal that also tells the client when to come back. */
class BusyRefusal extends Refusal {
  constructor(readonly retryAfterSeconds: number) {
    super(503, REQUEST_MESSAGES.busy);
  }
}

export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    /** log2 of scrypt's N for new hashes (PASSWORD_HASH_COST). */
    private readonly cost: number,
  ) {}

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password, this.cost));
  }

  /** Checks a password against a stored hash, or against a decoy when there is no account. */
  verify(password: string, stored: string | undefined): Promise<boolean> {
    return this.run(async () => verifyPassword(password, stored ?? (await decoyHash(this.cost))));
  }

  /** How many hashes are running and waiting (for tests and health). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new BusyRefusal(this.retryAfter());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Roughly how long the queue takes to drain, in whole seconds (a hash is about 0.3 s). */
  private retryAfter(): number {
    return Math.max(1, Math.ceil(((this.waiting.length + this.running) * 0.3) / this.concurrency));
  }
}

/** Runs a password hash; when the hashing queue is full, the 503 says when to come back. */
export async function hashing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusyRefusal) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
