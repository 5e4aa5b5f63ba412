/**
 * Session tokens: JWTs signed with HS256 (pinned: no other algorithm is accepted), carrying the
 * shopper's id and a unique id (`jti`) so one token can be ended, with issuer, audience and a
 * 7-day expiry checked on every use.
 *
 * fast-jwt signs and checks with Node's synchronous HMAC and a constant-time compare, on the event
 * loop: a token check costs microseconds and never waits in libuv's thread pool behind password
 * hashes (WebCrypto's HMAC waits there, so a burst of sign-ups would hold up every signed-in call).
 */
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

const ALGORITHM = 'HS256';
const ISSUER = 'storefront';
const AUDIENCE = 'storefront-shoppers';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** What a current token says, in seconds since the epoch. */
export interface SessionClaims {
  userId: string;
  /** The token's own id: logout ends exactly this one. */
  jti: string;
  issuedAt: number;
  expiresAt: number;
}

interface Payload {
  sub?: unknown;
  jti?: unknown;
  iat?: unknown;
  exp?: unknown;
}

export class TokenService {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly check: (token: string) => Payload;

  constructor(secret: string) {
    this.sign = createSigner({
      key: secret,
      algorithm: ALGORITHM,
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: TOKEN_LIFETIME_SECONDS * 1000,
    });
    this.check = createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
  }

  /** The service as a promise, for callers that build their services asynchronously. */
  static create(secret: string): Promise<TokenService> {
    return Promise.resolve(new TokenService(secret));
  }

  /**
   * A new token for the account. `notBefore` is the account's "tokens valid after" second: a
   * token issued within the same second as "log out everywhere" carries that second, so it is not
   * taken for one of the tokens that were ended.
   */
  issue(userId: string, notBefore = 0, now = Math.floor(Date.now() / 1000)): string {
    return this.sign({ sub: userId, jti: randomUUID(), iat: Math.max(now, notBefore) });
  }

  /** The claims of a token that is ours and unexpired, else undefined. Revocation is not known here. */
  verify(token: string): SessionClaims | undefined {
    let payload: Payload;
    try {
      payload = this.check(token);
    } catch {
      return undefined;
    }
    const { sub, jti, iat, exp } = payload;
    if (typeof sub !== 'string' || sub.length === 0 || typeof jti !== 'string' || jti.length === 0)
      return undefined;
    if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    return { userId: sub, jti, issuedAt: iat, expiresAt: exp };
  }
}
