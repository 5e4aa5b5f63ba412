/**
 * Promo codes' SQL (docs/product.md#promo-codes; the rules a code must meet are in promos.ts):
 * staff's codes, and how their uses are counted. A use is reserved in the transaction that inserts
 * the order (one conditional UPDATE: `uses + held` never passes `max_uses`, however many orders
 * race for the last one), counted when the order is paid and given back when its payment fails
 * or expires. An account holds at most one use of a code at a time: a unique key refuses a second
 * hold, and placing closes the account's earlier checkout with the code first
 * (orders/promo-holds.ts).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { normalisePromoCode, PROMO_CODE_PATTERN, type PromoKind } from '../../contract/shop-rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import type { NewPromo, StoredPromo } from './promos';

type PromoRow = Selectable<Database['promo_codes']>;

function toPromo(row: PromoRow): StoredPromo {
  return {
    code: row.code,
    kind: row.kind as PromoKind,
    value: Number(row.value),
    minSubtotal: Number(row.min_subtotal),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    oncePerAccount: Number(row.once_per_account) === 1,
    active: Number(row.active) === 1,
    uses: Number(row.uses),
    held: Number(row.held),
  };
}

/**
 * The key of an account and a code: as `once_key`, it lets an account hold or have used a
 * once-per-account code once; as `hold_key`, it lets an account hold one use of any code at a time.
 */
function accountKeyOf(code: string, userId: string): string {
  return `${code}:${userId}`;
}

/** Why a use could not be reserved. */
export type ReservationRefusal = 'usedUp' | 'usedAlready' | 'heldAlready';

export class PromoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every code, newest first. */
  async list(): Promise<StoredPromo[]> {
    const rows = await this.db
      .selectFrom('promo_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    return rows.map(toPromo);
  }

  /** The code as typed (any case, spaces around it), if the shop has it. */
  async find(typed: string): Promise<StoredPromo | undefined> {
    const code = normalisePromoCode(typed);
    if (!PROMO_CODE_PATTERN.test(code)) return undefined;
    const row = await this.db
      .selectFrom('promo_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row && toPromo(row);
  }

  /** Creates the code; undefined when one of that name exists. */
  async add(promo: NewPromo, staffId: string): Promise<StoredPromo | undefined> {
    const inserted = await this.db
      .insertInto('promo_codes')
      .values({
        code: promo.code,
        kind: promo.kind,
        value: promo.value,
        min_subtotal: promo.minSubtotal,
        starts_on: promo.startsOn,
        ends_on: promo.endsOn,
        max_uses: promo.maxUses,
        once_per_account: promo.oncePerAccount ? 1 : 0,
        active: 1,
        uses: 0,
        held: 0,
        created_at: timestamp(),
        created_by: staffId,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    return this.find(promo.code);
  }

  /** Stops the code working; orders already placed with it keep their discount. */
  async deactivate(typed: string): Promise<StoredPromo | undefined> {
    const row = await this.db
      .updateTable('promo_codes')
      .set({ active: 0 })
      .where('code', '=', normalisePromoCode(typed))
      .returningAll()
      .executeTakeFirst();
    return row && toPromo(row);
  }

  /**
   * The account's orders with the code, oldest first: 'used' (paid) or 'held' (awaiting payment,
   * holding a use).
   */
  async ordersOf(code: string, userId: string, state: 'used' | 'held'): Promise<string[]> {
    const rows = await this.db
      .selectFrom('promo_redemptions')
      .select('order_id')
      .where('code', '=', code)
      .where('user_id', '=', userId)
      .where('state', '=', state)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.order_id);
  }
}

/**
 * Reserves one use of the code for the order, inside the transaction that inserts it: the
 * conditional UPDATE lets through only as many orders as uses are left, the hold key lets one
 * order of the account hold the code at a time, and a once-per-account code's key lets one order
 * of the account through at all. The refusal when it could not; the caller then rolls back.
 */
export async function reservePromoUse(
  trx: Transaction<Database>,
  use: { orderId: string; code: string; userId: string; oncePerAccount: boolean },
): Promise<ReservationRefusal | undefined> {
  const reserved = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ held: eb('held', '+', 1) }))
    .where('code', '=', use.code)
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('max_uses', 'is', null),
        eb(eb('uses', '+', eb.ref('held')), '<', eb.ref('max_uses')),
      ]),
    )
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) return 'usedUp';
  const key = accountKeyOf(use.code, use.userId);
  const inserted = await trx
    .insertInto('promo_redemptions')
    .values({
      order_id: use.orderId,
      code: use.code,
      user_id: use.userId,
      state: 'held',
      once_key: use.oncePerAccount ? key : null,
      hold_key: key,
      created_at: timestamp(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return undefined;
  // A once-per-account code the account has used, or holds with a checkout being paid, is
  // refused as used.
  return use.oncePerAccount ? 'usedAlready' : 'heldAlready';
}

/**
 * The order's held use becomes a use (paid) or is given back (payment failed or expired), once:
 * inside the transaction that changes the order's status. An order paid after its payment was
 * given up (a late payment) counts its use too: the money was taken with the discount.
 */
export async function settlePromoUse(
  trx: Transaction<Database>,
  orderId: string,
  outcome: 'used' | 'released',
): Promise<void> {
  const from = outcome === 'used' ? ['held', 'released'] : ['held'];
  const redemption = await trx
    .selectFrom('promo_redemptions')
    .select(['code', 'state'])
    .where('order_id', '=', orderId)
    .where('state', 'in', from)
    .executeTakeFirst();
  if (!redemption) return;
  await trx
    .updateTable('promo_redemptions')
    .set(
      outcome === 'used'
        ? { state: 'used', hold_key: null }
        : { state: 'released', once_key: null, hold_key: null },
    )
    .where('order_id', '=', orderId)
    .where('state', '=', redemption.state)
    .execute();
  const wasHeld = redemption.state === 'held';
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({
      held: wasHeld ? eb('held', '-', 1) : eb.ref('held'),
      uses: outcome === 'used' ? eb('uses', '+', 1) : eb.ref('uses'),
    }))
    .where('code', '=', redemption.code)
    .execute();
}
