/**
 * A dish's cart control: one 'Add <dish> to cart' button at 0, else minus / quantity / plus.
 * Focus follows the shopper across that switch, so keyboard users never lose their place.
 */
import { useEffect, useRef } from 'react';
import type { FoodItem } from '../../../contract/api';
import { QUANTITY_MAX } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectQuantityOf } from '../../store/cart/selectors';
import { addDish, removeDish } from '../../store/cart/thunks';

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

export function AddControl({ food }: { food: FoodItem }) {
  const quantity = useAppSelector((state) => selectQuantityOf(state, food._id));
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

  return (
    <div className="add-control">
      <span className="visually-hidden" aria-live="polite">
        {inCart ? `${quantity} ${food.name} in cart` : ''}
      </span>
      {inCart ? (
        <div className="add-control__group" role="group" aria-label={`${food.name} in cart`}>
          <button
            type="button"
            className="add-control__step add-control__step--minus"
            aria-label={`Remove one ${food.name}`}
            onClick={() => {
              if (quantity === 1) focusAfterSwitch.current = 'add';
              dispatch(removeDish(food._id));
            }}
          >
            <MinusIcon />
          </button>
          <span className="add-control__quantity">{quantity}</span>
          <button
            ref={plusRef}
            type="button"
            className="add-control__step add-control__step--plus"
            aria-label={`Add one more ${food.name}`}
            disabled={quantity !== undefined && quantity >= QUANTITY_MAX}
            onClick={() => dispatch(addDish(food._id))}
          >
            <PlusIcon />
          </button>
        </div>
      ) : (
        <button
          ref={addRef}
          type="button"
          className="add-control__add"
          aria-label={`Add ${food.name} to cart`}
          onClick={() => {
            focusAfterSwitch.current = 'plus';
            dispatch(addDish(food._id));
          }}
        >
          <PlusIcon />
        </button>
      )}
    </div>
  );
}
