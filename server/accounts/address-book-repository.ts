/**
 * The address book's rows in `address_book` (address-book.ts): every statement bounded by the
 * account's id, and the lock on the account's row that puts one account's changes in a line.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { addressKey } from '../../contract/address-book';
import type { Address } from '../../contract/api';
import { timestamp } from '../clock';
import type { AddressBookTable, Database } from '../db/schema';

export type Row = Selectable<AddressBookTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The account's rows, the latest used first. */
export async function rowsOf(db: Db, userId: string): Promise<Row[]> {
  return db
    .selectFrom('address_book')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Holds the account's row until `trx` ends: one change to its book at a time. */
export async function lockBook(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.updateTable('users').set({ id: userId }).where('id', '=', userId).execute();
}

/** Adds an address to the account's book, used now. */
export async function insertRow(
  db: Db,
  userId: string,
  name: string,
  address: Address,
): Promise<void> {
  const now = timestamp();
  await db
    .insertInto('address_book')
    .values({
      id: randomUUID(),
      user_id: userId,
      name,
      address: JSON.stringify(address),
      address_key: addressKey(address),
      used_at: now,
      created_at: now,
    })
    .execute();
}

/** Marks the address used now. */
export async function markUsed(trx: Transaction<Database>, id: string): Promise<void> {
  await trx
    .updateTable('address_book')
    .set({ used_at: timestamp() })
    .where('id', '=', id)
    .execute();
}

/** Removes these rows (of one account's book, read in the same transaction). */
export async function deleteRows(trx: Transaction<Database>, ids: string[]): Promise<void> {
  await trx.deleteFrom('address_book').where('id', 'in', ids).execute();
}

/** Renames and rewrites one of the account's addresses. */
export async function updateRow(
  trx: Transaction<Database>,
  userId: string,
  id: string,
  name: string,
  address: Address,
): Promise<void> {
  await trx
    .updateTable('address_book')
    .set({ name, address: JSON.stringify(address), address_key: addressKey(address) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes one of the account's addresses; false when it has none with that id. */
export async function removeRow(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('address_book')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Makes the address the account's only chosen one; false when it has none with that id. */
export async function chooseOnly(
  trx: Transaction<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('address_book')
    .set({ chosen: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('address_book')
    .set({ chosen: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .execute();
  return true;
}
