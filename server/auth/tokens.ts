/**
 * Session tokens: JWTs signed with HS256 (pinned: no other algorithm is accepted), carrying the
 * shopper's id, with issuer, audience and a 7-day expiry checked on every use. The key is imported
 * once; importing it per request made an authenticated cart add four times slower.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'storefront';
const AUDIENCE = 'storefront-shoppers';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export class TokenService {
  private constructor(private readonly key: webcrypto.CryptoKey) {}

  static async create(secret: string): Promise<TokenService> {
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenService(key);
  }

  issue(userId: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The user id the token was issued for, or undefined for any token that is not ours and current. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
