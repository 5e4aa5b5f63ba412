/**
 * Routes registered through `shopperOnly` need a valid token in the `token` header (the spec's
 * name; `Authorization: Bearer` works too). Anything else gets a 401 before the handler runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOT_AUTHORIZED, Refusal } from '../http/errors';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper's id; set on shopper-only routes. */
    shopperId: string;
  }
}

const MAX_TOKEN_LENGTH = 2048;

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length);
  return undefined;
}

export function installShopperGuard(app: FastifyInstance): void {
  app.decorateRequest('shopperId', '');
}

/**
 * A preHandler that admits signed-in shoppers only: a current token of ours whose account still
 * exists (one indexed lookup, which also lets an account be closed at once).
 */
export function requireShopper(
  tokens: TokenService,
  accountExists: (userId: string) => Promise<boolean>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = await optionalShopper(request, tokens);
    if (!userId || !(await accountExists(userId))) throw new Refusal(401, NOT_AUTHORIZED);
    request.shopperId = userId;
  };
}

/** The shopper's id when a valid token came with the request, else undefined. */
export async function optionalShopper(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<string | undefined> {
  const token = tokenOf(request);
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return tokens.verify(token);
}
