/**
 * Single-use tickets that open one live stream (an EventSource cannot send the token header).
 * The ticket is 32 random bytes; the table keeps only its SHA-256, so reading it opens nothing.
 * Opening a stream deletes the row and reads it back in one statement (DELETE ... RETURNING):
 * of any number of instances and attempts, exactly one gets it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionClaims } from '../auth/tokens';
import type { Database } from '../db/schema';

export type StreamName = 'orders' | 'kitchen';

/** How long a ticket opens its stream. */
const TICKET_LIFETIME_SECONDS = 60;

function digest(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StreamTicketRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A new ticket for the session and stream, valid TICKET_LIFETIME_SECONDS. The stream it opens
   * belongs to that session: it ends when the session does (logout, a new password, expiry).
   */
  async issue(session: SessionClaims, stream: StreamName): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('stream_tickets')
      .values({
        id: digest(ticket),
        user_id: session.userId,
        stream,
        expires_at: nowSeconds() + TICKET_LIFETIME_SECONDS,
        jti: session.jti,
        issued_at: session.issuedAt,
        token_expires_at: session.expiresAt,
      })
      .execute();
    return ticket;
  }

  /** The session the ticket was issued to, once, while it is valid and for that stream. */
  async consume(ticket: string, stream: StreamName): Promise<SessionClaims | undefined> {
    const row = await this.db
      .deleteFrom('stream_tickets')
      .where('id', '=', digest(ticket))
      .returning(['user_id', 'stream', 'expires_at', 'jti', 'issued_at', 'token_expires_at'])
      .executeTakeFirst();
    if (!row || row.stream !== stream || Number(row.expires_at) <= nowSeconds()) return undefined;
    return {
      userId: row.user_id,
      jti: row.jti,
      issuedAt: Number(row.issued_at),
      expiresAt: Number(row.token_expires_at),
    };
  }

  /** Forgets tickets that can no longer open anything. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('stream_tickets').where('expires_at', '<=', nowSeconds()).execute();
  }
}
