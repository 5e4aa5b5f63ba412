/** All SQL about the contact form's messages. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export class ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(message: ContactMessage, now: Date): Promise<void> {
    await this.db
      .insertInto('contact_messages')
      .values({ id: randomUUID(), ...message, created_at: now.toISOString() })
      .execute();
  }
}
