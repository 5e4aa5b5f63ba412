/** All SQL about shoppers' accounts. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Account {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
}

/** The key that makes emails unique regardless of letter case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
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
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'password_hash'])
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return row && { id: row.id, name: row.name, email: row.email, passwordHash: row.password_hash };
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
