/**
 * The applied promo code and what it takes off the cart now (docs/product.md#cart). The code is
 * kept with the cart (cartSlice's `promo`); only the server knows its rules, so the discount is
 * always the server's answer for the subtotal on screen: when the subtotal changes, the code is
 * checked again (once the shopper stops changing it) and, until the answer comes, the discount is
 * pending, never the old figure. Each page asks through one usePromo() and hands it down.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../api/apiSlice';
import { useAppSelector } from '../hooks';
import { selectUserId } from '../session/sessionSlice';
import type { RootState } from '../store';
import { usePromoCheckQuery } from '../shop/shopApi';
import { useSettled } from './useSettled';

export type Promo =
  | { status: 'none' }
  /** Being checked for the subtotal on screen. */
  | { status: 'pending'; code: string }
  | { status: 'applied'; code: string; discount: number }
  /** The shop says it does not apply to this cart (expired, needs a larger subtotal, ...). */
  | { status: 'refused'; code: string; message: string }
  /** The check did not get an answer (the network): it can be tried again. */
  | { status: 'failed'; code: string; retry: () => void };

/** The shop's answers that mean "this code does not apply" (its message says why). */
const REFUSED: unknown[] = [400, 404, 409];

/** How long the subtotal must stay put before the code is checked again. */
const PROMO_RECHECK_MS = 400;
/** A page that opens asks again unless its answer is this fresh (seconds). */
const FRESH_SECONDS = 5;

const selectPromoCode = (state: RootState) => state.cart.promo;

/**
 * The cart's code and its discount on `subtotal` (whole rupees of the lines an order takes);
 * `known` false while the cart or the menu is still loading (nothing is checked yet).
 */
export function usePromo(subtotal: number, known: boolean): Promo {
  const code = useAppSelector(selectPromoCode);
  const account = useAppSelector(selectUserId);
  const settled = useSettled(known ? subtotal : undefined, PROMO_RECHECK_MS);
  const asked = code && settled !== undefined && settled > 0;
  const check = usePromoCheckQuery(asked ? { code, subtotal: settled, account } : skipToken, {
    refetchOnMountOrArgChange: FRESH_SECONDS,
  });
  if (!code) return { status: 'none' };
  // An empty cart: nothing to take off yet; the code waits for dishes.
  if (known && subtotal === 0) return { status: 'applied', code, discount: 0 };
  if (!known || settled !== subtotal || check.isFetching || check.isUninitialized)
    return { status: 'pending', code };
  // Checked before the data: a refused check keeps the last accepted answer in the cache.
  if (check.isError) {
    const error = check.error as FetchBaseQueryError;
    return REFUSED.includes(error.status)
      ? { status: 'refused', code, message: errorMessage(error, '') }
      : { status: 'failed', code, retry: () => void check.refetch() };
  }
  if (check.currentData) return { status: 'applied', code, discount: check.currentData.discount };
  return { status: 'pending', code };
}
