/**
 * Routes registered through `shopperOnly` need a current token in the `token` header (the
 * original storefront's name, docs/api.md; `Authorization: Bearer` works too). Anything else gets a 401 before the handler.
 * "Current" is checked on every request: signed by us and unexpired, its account still there, not
 * ended by logout, and issued after the account last ended all its sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KITCHEN_MESSAGES, REQUEST_MESSAGES } from '../../contract/messages';
import { ROLES, type Role } from '../../contract/rules';
import { Refusal } from '../http/errors';
import type { SessionClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper's id; set on shopper-only routes. */
    shopperId: string;
    /** The token's claims; set on shopper-only routes. */
    session: SessionClaims | null;
  }
}

const MAX_TOKEN_LENGTH = 2048;

/** Says whether a verified token is still in force for its account (one indexed query). */
export type SessionCheck = (claims: SessionClaims) => Promise<boolean>;

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length);
  return undefined;
}

export function installShopperGuard(app: FastifyInstance): void {
  app.decorateRequest('shopperId', '');
  app.decorateRequest('session', null);
}

/** What it takes to tell a current token: the signature check and the account's state. */
export interface ShopperAuth {
  tokens: TokenService;
  isCurrent: SessionCheck;
}

/** The claims of the request's token when it is current, else undefined. */
async function currentSession(
  request: FastifyRequest,
  { tokens, isCurrent }: ShopperAuth,
): Promise<SessionClaims | undefined> {
  const token = tokenOf(request);
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const claims = tokens.verify(token);
  return claims && (await isCurrent(claims)) ? claims : undefined;
}

/** The signed-in shopper's id when a current token came with the request, else undefined. */
export async function optionalShopper(
  request: FastifyRequest,
  auth: ShopperAuth,
): Promise<string | undefined> {
  return (await currentSession(request, auth))?.userId;
}

/** A preHandler that admits signed-in shoppers with a current token only. */
export function requireShopper(auth: ShopperAuth) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = await currentSession(request, auth);
    if (!claims) throw new Refusal(401, REQUEST_MESSAGES.notAuthorized);
    request.session = claims;
    request.shopperId = claims.userId;
  };
}

/** Reads an account's role from the database. */
export type RoleCheck = (userId: string) => Promise<Role | undefined>;

/**
 * A preHandler that admits current staff only: 401 without a current token, 403 'Staff only.'
 * for any other account. The role is read on every request, so taking it away takes effect at
 * the next one.
 */
export function requireStaff(auth: ShopperAuth, roleOf: RoleCheck) {
  const shopper = requireShopper(auth);
  return async (request: FastifyRequest): Promise<void> => {
    await shopper(request);
    if ((await roleOf(request.shopperId)) !== ROLES.staff)
      throw new Refusal(403, KITCHEN_MESSAGES.staffOnly);
  };
}
