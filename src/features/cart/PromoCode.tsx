/**
 * The promo-code box (docs/product.md#cart): Submit asks the shop what the code takes off this
 * cart; an accepted code is kept with the cart (and checked again whenever the subtotal changes,
 * see src/store/cart/promo.ts), a refused one is not, and the box says why in the shop's words.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../api/apiSlice';
import { formatRupees } from '../../../contract/rupees';
import { PROMO_MESSAGES } from '../../../contract/shop-messages';
import { normalisePromoCode } from '../../../contract/shop-rules';
import { promoCodeSet } from '../../store/cart/cartSlice';
import type { Promo } from '../../store/cart/promo';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserId } from '../../store/session/sessionSlice';
import { shopApi } from '../../store/shop/shopApi';

const COULD_NOT_CHECK = 'We couldn’t check the code. Please check your connection.';

export interface PromoCodeProps {
  promo: Promo;
  /** The subtotal the code is checked against; `known` false while the cart is loading. */
  subtotal: number;
  known: boolean;
}

/** The code kept with the cart: what it takes off or why it is not applied, and its buttons. */
function KeptCode({
  promo,
  onRemove,
}: {
  promo: Exclude<Promo, { status: 'none' }>;
  onRemove: () => void;
}) {
  return (
    <div className="promo__applied">
      <p className="promo__code">
        Code <strong>{promo.code}</strong>
        <span className="promo__detail">
          {promo.status === 'applied' &&
            (promo.discount > 0 ? ` takes ${formatRupees(promo.discount)} off` : ' is kept')}
          {promo.status === 'pending' && ' is being checked…'}
          {(promo.status === 'refused' || promo.status === 'failed') && ' is not applied'}
        </span>
      </p>
      <div className="promo__actions">
        {promo.status === 'failed' && (
          <button type="button" className="button button--quiet" onClick={promo.retry}>
            Try again
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          onClick={onRemove}
          aria-label={`Remove code ${promo.code}`}
        >
          Remove
        </button>
      </div>
    </div>
  );
}

export function PromoCode({ promo, subtotal, known }: PromoCodeProps) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectUserId);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  // What the last Submit (or Remove) came to; a kept code's own state is `promo`'s.
  const [outcome, setOutcome] = useState<{ text: string; refused: boolean } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const code = normalisePromoCode(typed);
    if (!code) {
      setOutcome({ text: PROMO_MESSAGES.enterCode, refused: true });
      return;
    }
    setChecking(true);
    setOutcome(null);
    const result = await dispatch(
      shopApi.endpoints.promoCheck.initiate(
        { code, subtotal, account },
        { subscribe: false, forceRefetch: true },
      ),
    );
    setChecking(false);
    if (result.isSuccess && result.data) {
      dispatch(promoCodeSet(result.data.code));
      setTyped('');
      setOutcome({ text: PROMO_MESSAGES.applied, refused: false });
      return;
    }
    const error = result.error as FetchBaseQueryError | undefined;
    setOutcome({
      text: error && 'status' in error ? errorMessage(error, COULD_NOT_CHECK) : COULD_NOT_CHECK,
      refused: true,
    });
  }

  function remove() {
    dispatch(promoCodeSet());
    setOutcome(null);
    input.current?.focus();
  }

  // A kept code the shop no longer takes for this cart says why, where a refusal is said.
  const refusal = outcome?.refused
    ? outcome.text
    : promo.status === 'refused'
      ? promo.message
      : promo.status === 'failed'
        ? COULD_NOT_CHECK
        : '';
  const note = outcome && !outcome.refused && promo.status === 'applied' ? outcome.text : '';

  return (
    <div className="promo">
      <form className="promo__form" onSubmit={onSubmit}>
        <label htmlFor="promo-code" className="promo__label">
          If you have a promo code, Enter it here
        </label>
        <div className="promo__row">
          <input
            ref={input}
            id="promo-code"
            className="input"
            name="promo"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby="promo-refusal"
          />
          <button
            type="submit"
            className="button promo__submit"
            disabled={!known}
            aria-disabled={checking || undefined}
          >
            {checking ? 'Checking…' : 'Submit'}
          </button>
        </div>
        <p id="promo-refusal" className="promo__refusal" role="alert">
          {refusal}
        </p>
        <p className="promo__note" role="status">
          {note}
        </p>
      </form>
      {promo.status !== 'none' && <KeptCode promo={promo} onRemove={remove} />}
    </div>
  );
}
