/**
 * Promo codes (docs/product.md#promo-codes): staff's codes and the rules a code must meet. How
 * its uses are counted, and the codes' SQL: promo-repository.ts.
 */
import type { PromoAddRequest, PromoCode } from '../../contract/api';
import { promoProblems } from '../../contract/shop-checks';
import { PROMO_MESSAGES } from '../../contract/shop-messages';
import { discountFor, normalisePromoCode } from '../../contract/shop-rules';
import { Refusal } from '../http/errors';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A code as the shop keeps it: `held` counts uses reserved by orders awaiting payment. */
export type StoredPromo = PromoCode;

/** A new code as staff add it: its facts, before any use. */
export type NewPromo = Omit<StoredPromo, 'uses' | 'held' | 'active'>;

/** A real calendar date 'YYYY-MM-DD', null for none, or a 400. */
function dateOrNull(raw: string | null | undefined, field: 'startsOn' | 'endsOn'): string | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  if (
    !DATE_ONLY.test(text) ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(text)
  )
    throw new Refusal(400, PROMO_MESSAGES.badDate, field);
  return text;
}

/** A new code as staff sent it, checked and tidied, or a 400 in the shop's words. */
export function validPromo(input: PromoAddRequest): NewPromo {
  const facts = {
    code: normalisePromoCode(input.code),
    kind: input.kind,
    value: input.value,
    minSubtotal: input.minSubtotal ?? 0,
    startsOn: dateOrNull(input.startsOn, 'startsOn'),
    endsOn: dateOrNull(input.endsOn, 'endsOn'),
    maxUses: input.maxUses ?? null,
  };
  const [problem] = promoProblems(facts);
  if (problem) throw new Refusal(400, problem[1], problem[0]);
  return { ...facts, oncePerAccount: input.oncePerAccount ?? false };
}

export interface PromoRules {
  /** The shop's date ('YYYY-MM-DD' in its time zone). */
  today: string;
  /** Whole rupees: the subtotal of the shop's own prices. */
  subtotal: number;
  /**
   * Refuse a code whose uses are all taken or held, and one the account has used: the check
   * call asks so. A use the account holds itself does not count, as placing takes it over.
   * Placing leaves both to the reservation made with the order.
   */
  uses?: { usedAlready: boolean; holdsOne: boolean };
}

/**
 * The discount the code gives on that subtotal today, or the refusal saying why not: 404 for an
 * unknown code, 409 for one that does not apply.
 */
export function applyPromo(
  promo: StoredPromo | undefined,
  { today, subtotal, uses }: PromoRules,
): number {
  if (!promo) throw new Refusal(404, PROMO_MESSAGES.unknown);
  if (!promo.active) throw new Refusal(409, PROMO_MESSAGES.inactive);
  if (promo.startsOn && today < promo.startsOn) throw new Refusal(409, PROMO_MESSAGES.notYet);
  if (promo.endsOn && today > promo.endsOn) throw new Refusal(409, PROMO_MESSAGES.expired);
  const othersHold = promo.held - (uses?.holdsOne ? 1 : 0);
  if (uses && promo.maxUses !== null && promo.uses + othersHold >= promo.maxUses)
    throw new Refusal(409, PROMO_MESSAGES.usedUp);
  if (uses?.usedAlready) throw new Refusal(409, PROMO_MESSAGES.usedAlready);
  if (subtotal < promo.minSubtotal)
    throw new Refusal(409, PROMO_MESSAGES.needsSubtotal(promo.minSubtotal));
  return discountFor(promo.kind, promo.value, subtotal);
}
