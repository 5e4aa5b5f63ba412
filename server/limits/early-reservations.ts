/**
 * Places under a limit taken before a route's schema is checked (its preValidation hook), so a
 * body the schema refuses counts like any other failure; the handler gives the place back when
 * the attempt should not count (a right password, an account created).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Reservation } from './rate-limiter';

export class EarlyReservations {
  private readonly held = new WeakMap<FastifyRequest, Reservation>();

  /** A preValidation hook that takes the request's place with `reserve`. */
  before(reserve: (request: FastifyRequest, reply: FastifyReply) => Promise<Reservation>) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      this.held.set(request, await reserve(request, reply));
    };
  }

  /** Gives back the place the request took, if it took one. */
  async release(request: FastifyRequest): Promise<void> {
    await this.held.get(request)?.release();
  }
}
