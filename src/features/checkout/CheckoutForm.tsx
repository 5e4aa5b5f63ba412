/**
 * 'Delivery Information' and the totals, sent as one order. The browser's `required` check runs
 * first (docs/product.md#checkout-and-payment: no other format checks); the button stays disabled from the first click until the
 * server has answered, so a double click places one order.
 *
 * The form starts from what the shopper typed before going to pay (checkoutDraft.ts); the fields
 * still empty are then filled from the account (its latest delivery address, else its name and
 * email), once, when the server's answer arrives: typing always wins over the suggestion.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Address } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL, ADDRESS_FIELD_MAX } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { usePlaceOrderMutation, useProfileQuery } from './checkoutApi';
import { useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { goToExternal } from '../../lib/redirect';
import {
  selectCartLines,
  selectCartSubtotal,
  selectCartTotal,
  selectDeliveryFee,
} from '../../store/cart/selectors';
import { selectUserId } from '../../store/session/sessionSlice';
import { ADDRESS_INPUT, addressFromProfile, emptyAddress, fillEmptyFields } from './addressFields';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { OrderSummary } from './OrderSummary';
import { TextField } from '../../components/TextField';

type Progress = 'idle' | 'sending' | 'redirecting';

const PROGRESS_TEXT: Record<Progress, string> = {
  idle: '',
  sending: 'Placing your order…',
  redirecting: 'Taking you to the secure payment page…',
};

/** What to tell the shopper when placing failed; nothing after a 401 (already told and signed out). */
function placementFailure(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if (error.status === 401) return undefined;
    return errorMessage(error as FetchBaseQueryError, PAGE_MESSAGES.serverError);
  }
  // Not an HTTP answer: the reply named no usable payment address.
  return PAGE_MESSAGES.errorPlacingOrder;
}

export function CheckoutForm() {
  const userId = useAppSelector(selectUserId);
  const lines = useAppSelector(selectCartLines);
  const subtotal = useAppSelector(selectCartSubtotal);
  const deliveryFee = useAppSelector(selectDeliveryFee);
  const total = useAppSelector(selectCartTotal);
  const [placeOrder] = usePlaceOrderMutation();
  const [address, setAddress] = useState<Address>(
    () => (userId && readCheckoutDraft(userId)) || emptyAddress(),
  );
  const [progress, setProgress] = useState<Progress>('idle');
  // State updates land after the event; the ref stops a second submit within the same tick.
  const busy = useRef(false);
  // Asked afresh on every visit: the latest order may be the one just placed.
  const profile = useProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const prefilled = useRef(false);
  const typed = useRef(false);

  useEffect(() => {
    if (prefilled.current || !profile.isSuccess || profile.isFetching) return;
    prefilled.current = true;
    const suggestion = addressFromProfile(profile.data);
    setAddress((current) => fillEmptyFields(current, suggestion));
  }, [profile.isSuccess, profile.isFetching, profile.data]);

  useEffect(() => {
    if (typed.current && userId) saveCheckoutDraft(userId, address);
  }, [address, userId]);

  // Back from the payment page may restore this very page from the browser's memory (bfcache),
  // still saying it is on its way there: it is not, so the button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProgress('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (!userId) {
      notify.error(PAGE_MESSAGES.userNotLoggedIn);
      return;
    }
    busy.current = true;
    setProgress('sending');
    try {
      const reply = await placeOrder({
        userId,
        address,
        items: lines.map(({ food, quantity }) => ({
          _id: food._id,
          name: food.name,
          price: food.price,
          quantity,
        })),
        amount: total,
      }).unwrap();
      if (reply.success && reply.session_url) {
        setProgress('redirecting');
        goToExternal(reply.session_url);
        return; // The page is being left: keep the button disabled.
      }
      notify.error(PAGE_MESSAGES.errorPlacingOrder);
    } catch (error) {
      const message = placementFailure(error);
      if (message) notify.error(message);
    }
    busy.current = false;
    setProgress('idle');
  }

  const sending = progress !== 'idle';

  return (
    <form className="checkout" onSubmit={onSubmit} aria-labelledby="delivery-title">
      <div className="checkout__delivery">
        <h1 id="delivery-title" className="page-title">
          Delivery Information
        </h1>
        <p className="checkout__hint">All fields are required.</p>
        <div className="checkout__fields">
          {ADDRESS_FIELDS.map((field) => {
            const input = ADDRESS_INPUT[field];
            return (
              <TextField
                key={field}
                id={`address-${field}`}
                className={input.wide ? 'checkout__field--wide' : undefined}
                label={ADDRESS_FIELD_LABEL[field]}
                name={field}
                type={input.type}
                inputMode={input.inputMode}
                autoComplete={input.autoComplete}
                maxLength={ADDRESS_FIELD_MAX[field]}
                required
                value={address[field]}
                onValueChange={(value) => {
                  typed.current = true;
                  setAddress((current) => ({ ...current, [field]: value }));
                }}
              />
            );
          })}
        </div>
      </div>
      <section className="checkout__totals card" aria-labelledby="cart-totals-title">
        <OrderSummary lines={lines} subtotal={subtotal} deliveryFee={deliveryFee} total={total} />
        <button
          type="submit"
          className="button checkout__submit"
          disabled={sending}
          aria-describedby="checkout-progress"
        >
          Proceed to Payment
        </button>
        <p id="checkout-progress" className="checkout__progress" role="status">
          {PROGRESS_TEXT[progress]}
        </p>
      </section>
    </form>
  );
}
