/**
 * A dish's cart control: one 'Add <dish> to cart' button at 0, else minus / quantity / plus.
 * Focus follows the shopper across that switch, so keyboard users never lose their place.
 *
 * A dish with options: 'Add' and '+' open the customise dialog (its code loaded when a shopper
 * first reaches for one), '+' starting from the choice of the dish's last line in the cart. The
 * count is that of all the dish's lines; '−' lowers its only line, and when it has several (other
 * choices, other notes) says to change them in the cart, as a card cannot tell which one is meant.
 *
 * Where this browser keeps a session or a cart, the control is drawn only once the cart is known,
 * so a dish in the cart never first shows 'Add' (contract/firstPaint.ts, food-card.css).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FoodItem } from '../../../contract/api';
import { parseLineKey } from '../../../contract/options';
import { QUANTITY_MAX } from '../../../contract/rules';
import { notify } from '../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLinesOf, selectQuantityOf } from '../../store/cart/dishLines';
import { selectCartStatus } from '../../store/cart/selectors';
import { addDish, removeDish } from '../../store/cart/thunks';

const loadCustomise = () => import(/* webpackChunkName: "customise" */ './CustomiseDialog');
const CustomiseDialog = lazy(() =>
  loadCustomise().then((module) => ({ default: module.CustomiseDialog })),
);

/** What '−' on the card says when the dish has several lines in the cart. */
const severalLinesMessage = (dish: string) =>
  `${dish} is in your cart with different choices. Change them on your cart page.`;

const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);

const MinusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 12h14" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);

/** Reaching for a control that opens the dialog fetches its code ahead of the click. */
function opensDialog(customisable: boolean) {
  return customisable
    ? {
        'aria-haspopup': 'dialog' as const,
        onPointerEnter: () => void loadCustomise(),
        onFocus: () => void loadCustomise(),
      }
    : {};
}

export function AddControl({
  food,
  label,
}: {
  food: FoodItem;
  /** Words beside the '+' (a dish's page: 'Add to cart'), which then name the button. */
  label?: string;
}) {
  const quantity = useAppSelector((state) => selectQuantityOf(state, food._id));
  const lines = useAppSelector((state) => selectLinesOf(state, food._id));
  const cartStatus = useAppSelector(selectCartStatus);
  const customisable = (food.optionGroups?.length ?? 0) > 0;
  const [customising, setCustomising] = useState(false);
  const dispatch = useAppDispatch();
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  // Set by a click that makes the focused button disappear; the effect moves focus on.
  const focusAfterSwitch = useRef<'plus' | 'add' | null>(null);
  // While the cart is not known (a signed-in cart still loading, or failed), no quantity is
  // claimed: the dish offers 'Add', and the server's answer shows the real count.
  const inCart = quantity !== undefined && quantity > 0;

  useEffect(() => {
    const target = focusAfterSwitch.current;
    if (target === 'plus' && inCart) plusRef.current?.focus();
    if (target === 'add' && !inCart) addRef.current?.focus();
    focusAfterSwitch.current = null;
  }, [inCart]);

  /** One more: the plain line, or the customise dialog for a dish with options. */
  function add() {
    if (customisable) setCustomising(true);
    else dispatch(addDish(food._id));
  }

  function removeOne() {
    if (lines.length > 1) {
      notify.info(severalLinesMessage(food.name));
      return;
    }
    if (quantity === 1) focusAfterSwitch.current = 'add';
    dispatch(removeDish(lines[0] ?? food._id));
  }

  const opens = opensDialog(customisable);

  // data-cart: while the cart is loading, a page this browser marked 'cart pending' before its
  // first paint (contract/firstPaint.ts) draws no control here, keeping its space (food-card.css).
  return (
    <div className="add-control" data-cart={cartStatus}>
      <span className="visually-hidden" aria-live="polite">
        {inCart ? `${quantity} ${food.name} in cart` : ''}
      </span>
      {inCart ? (
        <div className="add-control__group" role="group" aria-label={`${food.name} in cart`}>
          <button
            type="button"
            className="add-control__step add-control__step--minus"
            aria-label={`Remove one ${food.name}`}
            onClick={removeOne}
          >
            <MinusIcon />
          </button>
          <span className="add-control__quantity">{quantity}</span>
          <button
            ref={plusRef}
            type="button"
            className="add-control__step add-control__step--plus"
            aria-label={`Add one more ${food.name}`}
            disabled={!customisable && quantity !== undefined && quantity >= QUANTITY_MAX}
            onClick={add}
            {...opens}
          >
            <PlusIcon />
          </button>
        </div>
      ) : (
        <button
          ref={addRef}
          type="button"
          className={label ? 'add-control__add add-control__add--label' : 'add-control__add'}
          aria-label={label ? undefined : `Add ${food.name} to cart`}
          onClick={() => {
            if (!customisable) focusAfterSwitch.current = 'plus';
            add();
          }}
          {...opens}
        >
          <PlusIcon />
          {label}
        </button>
      )}
      {customising && (
        <Suspense fallback={null}>
          <CustomiseDialog
            food={food}
            start={parseLineKey(lines[lines.length - 1] ?? '') ?? undefined}
            onClose={() => setCustomising(false)}
            onAdded={() => {
              if (!inCart) focusAfterSwitch.current = 'plus';
              setCustomising(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
