/** All SQL about shoppers' accounts and their sessions. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLES, type Role } from '../../contract/rules';
import type { SessionClaims } from '../auth/tokens';
import type { Database } from '../db/schema';

export interface Account {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  /** Seconds since the epoch: tokens issued before it are ended. */
  tokensValidAfter: number;
}

/** The key that makes emails unique regardless of letter case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Values in one `in (...)` list: well inside every driver's limit on parameters. */
const IN_LIST_SIZE = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates the account, or returns undefined when the email is taken (checked by the unique key). */
  async create(name: string, email: string, passwordHash: string): Promise<string | undefined> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('users')
      .values({
        id,
        name,
        email: email.trim(),
        email_key: emailKey(email),
        password_hash: passwordHash,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('email_key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : undefined;
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    return this.findWhere('email_key', emailKey(email));
  }

  async findById(id: string): Promise<Account | undefined> {
    return this.findWhere('id', id);
  }

  /**
   * Whether a token with a good signature is still in force: its account exists, it was issued
   * no earlier than the account's "tokens valid after" second, and it was not ended by logout.
   * One indexed query, on every signed-in request.
   */
  async sessionIsCurrent(claims: SessionClaims): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        'tokens_valid_after',
        eb
          .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti))
          .as('revoked'),
      ])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!row) return false;
    return claims.issuedAt >= Number(row.tokens_valid_after) && !truthy(row.revoked);
  }

  /**
   * Which of these sessions are still in force (by `jti`), by the rule of sessionIsCurrent and
   * unexpired: two queries for any number of sessions, as the live streams check theirs.
   */
  async currentAmong(sessions: readonly SessionClaims[]): Promise<Set<string>> {
    const now = Math.floor(Date.now() / 1000);
    const live = sessions.filter((one) => one.expiresAt > now);
    const current = new Set<string>();
    for (const batch of chunks(live, IN_LIST_SIZE)) {
      const userIds = [...new Set(batch.map((one) => one.userId))];
      const [users, revoked] = await Promise.all([
        this.db
          .selectFrom('users')
          .select(['id', 'tokens_valid_after'])
          .where('id', 'in', userIds)
          .execute(),
        this.db
          .selectFrom('revoked_tokens')
          .select('jti')
          .where(
            'jti',
            'in',
            batch.map((one) => one.jti),
          )
          .execute(),
      ]);
      const validAfter = new Map(users.map((row) => [row.id, Number(row.tokens_valid_after)]));
      const ended = new Set(revoked.map((row) => row.jti));
      for (const one of batch) {
        const after = validAfter.get(one.userId);
        if (after !== undefined && one.issuedAt >= after && !ended.has(one.jti))
          current.add(one.jti);
      }
    }
    return current;
  }

  /** Which of these accounts have the staff role now. */
  async staffAmong(userIds: readonly string[]): Promise<Set<string>> {
    const staff = new Set<string>();
    for (const batch of chunks([...new Set(userIds)], IN_LIST_SIZE)) {
      const rows = await this.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', batch)
        .where('role', '=', ROLES.staff)
        .execute();
      for (const row of rows) staff.add(row.id);
    }
    return staff;
  }

  /** The account's role, read afresh (staff calls ask on every request); undefined if gone. */
  async roleOf(userId: string): Promise<Role | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return row.role === ROLES.staff ? ROLES.staff : ROLES.shopper;
  }

  /**
   * Gives the account with this email the role (the `staff` command, server/cli/staff.ts);
   * false when there is no such account.
   */
  async setRole(email: string, role: Role): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ role })
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The emails of every staff account, in alphabetical order. */
  async staffEmails(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', ROLES.staff)
      .orderBy('email_key')
      .execute();
    return rows.map((row) => row.email);
  }

  /** Ends one token until it would have expired anyway. */
  async revoke(claims: SessionClaims): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti: claims.jti, expires_at: claims.expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  /** Ends every token of the account issued before `validAfter` (seconds since the epoch). */
  async endSessions(userId: string, validAfter: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ tokens_valid_after: validAfter })
      .where('id', '=', userId)
      .execute();
  }

  /** A new password, and every token issued before `validAfter` ended with the old one. */
  async changePassword(userId: string, passwordHash: string, validAfter: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, tokens_valid_after: validAfter })
      .where('id', '=', userId)
      .execute();
  }

  /** Forgets ended tokens that have expired anyway. */
  async purgeRevoked(nowSeconds: number): Promise<void> {
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowSeconds).execute();
  }

  private async findWhere(column: 'id' | 'email_key', value: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'password_hash', 'tokens_valid_after'])
      .where(column, '=', value)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        name: row.name,
        email: row.email,
        passwordHash: row.password_hash,
        tokensValidAfter: Number(row.tokens_valid_after),
      }
    );
  }
}

/** SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean. */
function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}
