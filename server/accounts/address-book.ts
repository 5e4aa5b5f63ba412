/**
 * An account's address book (docs/product.md#the-address-book): at most ADDRESS_BOOK_MAX addresses,
 * each with a name. An order's address is remembered when the order is paid (rememberPaidAddress,
 * inside the payment's transaction), so only addresses food was really sent to are kept; the
 * shopper names, edits, removes and adds them on /Account. Every method takes the account's id from
 * the caller's token, and every query is bounded by it: no one reads or changes another's.
 *
 * Changes to one account's book take a lock on the account's row first (an UPDATE that changes
 * nothing), so two at once (a payment and an edit, two tabs) cannot both add the tenth address
 * or both take the name 'Address 2'. The book's SQL: address-book-repository.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_MESSAGES,
  FIRST_ADDRESS_NAME,
  addressKey,
} from '../../contract/address-book';
import { checkAddress } from '../../contract/address-checks';
import type { Address, SavedAddress } from '../../contract/api';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import {
  chooseOnly,
  deleteRows,
  insertRow,
  lockBook,
  markUsed,
  removeRow,
  rowsOf,
  updateRow,
  type Row,
} from './address-book-repository';

export interface AddressToSave {
  /** Absent: a new address. */
  id?: string;
  /** Trimmed and checked (addressNameProblem). */
  name: string;
  /** Trimmed and checked (checkAddress). */
  address: Address;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The name a newly remembered address gets: 'Home', else the first free 'Address N' (N ≥ 2). */
function freeName(rows: readonly Row[]): string {
  const taken = (name: string) => rows.some((row) => sameName(row.name, name));
  if (!taken(FIRST_ADDRESS_NAME)) return FIRST_ADDRESS_NAME;
  let n = 2;
  while (taken(`Address ${n}`)) n += 1;
  return `Address ${n}`;
}

/** The rows the latest used first; the default is the chosen one, else the first. */
function toSaved(rows: readonly Row[]): SavedAddress[] {
  const chosen = rows.find((row) => row.chosen === 1) ?? rows[0];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: JSON.parse(row.address) as Address,
    isDefault: row === chosen,
    usedAt: row.used_at,
  }));
}

/**
 * Remembers a paid order's delivery address in its shopper's book, inside the payment's
 * transaction: a new address is added (named 'Home', then 'Address 2'…), the least recently
 * used one (never the chosen default) making room when the book is full; an address already
 * there is only marked used now. A pickup order (no complete delivery address) adds nothing.
 */
export async function rememberPaidAddress(
  trx: Transaction<Database>,
  order: { userId: string; address: Address | null | undefined; fulfilment?: unknown },
): Promise<void> {
  if (order.fulfilment === 'pickup' || !order.address) return;
  const checked = checkAddress(order.address);
  if ('problem' in checked) return;
  await lockBook(trx, order.userId);
  const rows = await rowsOf(trx, order.userId);
  const known = rows.find((row) => row.address_key === addressKey(checked.address));
  if (known) {
    await markUsed(trx, known.id);
    return;
  }
  // The latest used come first: the book's last rows make room for this one.
  const over = Math.max(0, rows.length - ADDRESS_BOOK_MAX + 1);
  const evicted = over ? rows.filter((row) => row.chosen !== 1).slice(-over) : [];
  if (evicted.length > 0)
    await deleteRows(
      trx,
      evicted.map((row) => row.id),
    );
  const kept = rows.filter((row) => !evicted.includes(row));
  await insertRow(trx, order.userId, freeName(kept), checked.address);
}

export class AddressBook {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return toSaved(await rowsOf(this.db, userId));
  }

  /** What checkout starts from: the chosen default, else the latest used; null when empty. */
  async defaultAddress(userId: string): Promise<Address | null> {
    return (await this.list(userId)).find((saved) => saved.isDefault)?.address ?? null;
  }

  /**
   * Adds an address (refused when the book is full) or changes one of the account's own (404 for
   * any other id). Refused when another of the account's addresses has the name or is the same
   * address. A change keeps the address's place (its use); a new one counts as used now.
   */
  async save(userId: string, input: AddressToSave): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lockBook(trx, userId);
      const rows = await rowsOf(trx, userId);
      const own = input.id === undefined ? undefined : rows.find((row) => row.id === input.id);
      if (input.id !== undefined && !own) throw new Refusal(404, ADDRESS_BOOK_MESSAGES.notFound);
      const others = rows.filter((row) => row !== own);
      const key = addressKey(input.address);
      const twin = others.find((row) => row.address_key === key);
      if (twin) throw new Refusal(409, ADDRESS_BOOK_MESSAGES.duplicate(twin.name));
      const namesake = others.find((row) => sameName(row.name, input.name));
      if (namesake) throw new Refusal(409, ADDRESS_BOOK_MESSAGES.nameTaken(namesake.name));
      if (!own) {
        if (rows.length >= ADDRESS_BOOK_MAX) throw new Refusal(409, ADDRESS_BOOK_MESSAGES.full);
        await insertRow(trx, userId, input.name, input.address);
        return;
      }
      await updateRow(trx, userId, own.id, input.name, input.address);
    });
  }

  /** Removes one of the account's addresses; false when it has none with that id. */
  async remove(userId: string, id: string): Promise<boolean> {
    return removeRow(this.db, userId, id);
  }

  /** Makes one of the account's addresses its default; false when it has none with that id. */
  async makeDefault(userId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockBook(trx, userId);
      return chooseOnly(trx, userId, id);
    });
  }
}

/**
 * The address checkout starts from (the profile's `lastAddress`): the book's default, else the
 * delivery address of the shopper's latest order, paid or not.
 */
export async function checkoutAddress(
  db: Kysely<Database>,
  orders: { lastAddress(userId: string): Promise<Address | null> },
  userId: string,
): Promise<Address | null> {
  return (await new AddressBook(db).defaultAddress(userId)) ?? orders.lastAddress(userId);
}
