/**
 * The tokens of password-reset links. A link's token is derived from the reset's id with a key of
 * the server's (an HMAC of the id, keyed from JWT_SECRET), so the mail worker can write the link
 * again when it sends the email, while the database keeps only the token's SHA-256 hash: a copy
 * of the database alone opens no account.
 */
import { createHash, createHmac } from 'node:crypto';

export class ResetTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a reset token is never a value that signs anything else.
    this.key = createHmac('sha256', secret).update('password-reset-links').digest();
  }

  /** The token of the reset with this id (256 bits, base64url). */
  tokenFor(resetId: string): string {
    return createHmac('sha256', this.key).update(resetId).digest('base64url');
  }

  /** What the database stores and looks the token up by. */
  static hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
