/**
 * All SQL about password resets (docs/product.md#accounts). A request writes the reset and its
 * email (the outbox, mail/outbox-repository.ts) in one transaction; a link is used with one conditional
 * update, so of two uses at once exactly one sets the password.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailOutboxRepository } from '../mail/outbox-repository';
import { ResetTokens } from './reset-tokens';

/** What the reset email needs: whom to write to, and until when the link works. */
export interface ResetRecipient {
  name: string;
  email: string;
  expiresAt: Date;
  used: boolean;
}

export class PasswordResetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: EmailOutboxRepository,
  ) {}

  /** Records a reset of the account, valid until `expiresAt`, and the email that carries it. */
  async create(userId: string, tokens: ResetTokens, now: Date, expiresAt: Date): Promise<void> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('password_resets')
        .values({
          id,
          user_id: userId,
          token_hash: ResetTokens.hashOf(tokens.tokenFor(id)),
          expires_at: expiresAt.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      await this.outbox.oweReset(trx, id);
    });
  }

  /** The account a token's link would reset, if the link is unused and unexpired at `now`. */
  async accountOf(token: string, now: Date): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', ResetTokens.hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Uses the link: sets the new password and ends every session of the account from `validAfter`
   * (seconds), and every other open link of the account with it. Undefined, and nothing changed,
   * when the link is unknown, used or expired at `now`.
   */
  async use(
    token: string,
    passwordHash: string,
    now: Date,
    validAfter: number,
  ): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', ResetTokens.hashOf(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return undefined;
      await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', used.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, tokens_valid_after: validAfter })
        .where('id', '=', used.user_id)
        .execute();
      return used.user_id;
    });
  }

  /** The reset email's recipient, or undefined when the reset or its account is gone. */
  async recipientOf(resetId: string): Promise<ResetRecipient | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select([
        'users.name',
        'users.email',
        'password_resets.expires_at',
        'password_resets.used_at',
      ])
      .where('password_resets.id', '=', resetId)
      .executeTakeFirst();
    return (
      row && {
        name: row.name,
        email: row.email,
        expiresAt: new Date(row.expires_at),
        used: row.used_at !== null,
      }
    );
  }

  /** Forgets resets that stopped working before `before`. */
  async purgeExpired(before: Date): Promise<void> {
    await this.db
      .deleteFrom('password_resets')
      .where('expires_at', '<', before.toISOString())
      .execute();
  }
}
