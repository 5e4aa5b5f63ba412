/**
 * 'Delivery Information' and the totals, sent as one order. The browser's `required` check runs
 * first, then the shop's own (contract/address-checks.ts: the email is one address by the sign-up
 * rule, no field holds a line break), saying the server's sentence before anything is sent
 * (docs/product.md#checkout-and-payment); the button stays disabled from the first click until the
 * server has answered, so a double click places one order.
 *
 * The form starts from what the shopper typed before going to pay (checkoutDraft.ts); the fields
 * still empty are then filled from the account (its latest delivery address, else its name and
 * email), once, when the server's answer arrives: typing always wins over the suggestion.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { checkAddress } from '../../../contract/address-checks';
import type { Address, OrderLineRequest } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL, ADDRESS_FIELD_MAX } from '../../../contract/rules';
import { api, errorMessage } from '../../api/apiSlice';
import { usePlaceOrderMutation, useProfileQuery } from './checkoutApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notify';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { goToExternal } from '../../lib/redirect';
import {
  cartTotals,
  selectCartLines,
  selectCartSubtotal,
  selectOrderLines,
  type CartLine,
} from '../../store/cart/lines';
import { usePromo } from '../../store/cart/promo';
import { shopApi } from '../../store/shop/shopApi';
import { useShopStatus } from '../../store/shop/useShopStatus';
import { SHOP_CLOSED_ID, ShopClosedNotice } from '../../components/ShopClosedNotice';
import { selectUserId } from '../../store/session/sessionSlice';
import { ADDRESS_INPUT, addressFromProfile, emptyAddress, fillEmptyFields } from './addressFields';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { OrderSummary } from './OrderSummary';
import { TextField } from '../../components/TextField';
import { OFFLINE_MESSAGES } from '../../lib/online';

type Progress = 'idle' | 'sending' | 'redirecting';

const PROGRESS_TEXT: Record<Progress, string> = {
  idle: '',
  sending: 'Placing your order…',
  redirecting: 'Taking you to the secure payment page…',
};

/** A refusal over what the shop knows better than the page (409): prices, dishes, hours, a code. */
const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/** What to tell the shopper when placing failed; nothing after a 401 (already told and signed out). */
function placementFailure(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if (error.status === 401) return undefined;
    return errorMessage(error as FetchBaseQueryError, ROUTE_MESSAGES.serverError);
  }
  // Not an HTTP answer: the reply named no usable payment address.
  return ROUTE_MESSAGES.errorPlacingOrder;
}

/**
 * A cart line as the order sends it: the dish, its price for one as the shopper saw it (the base
 * number, options included) and, for a line with options or a note, its key (the server prices
 * it from its own menu).
 */
function orderLineBody(line: CartLine): OrderLineRequest {
  const plain = line.key === line.food._id;
  return {
    _id: line.food._id,
    name: line.food.name,
    price: plain ? line.food.price : line.unitPrice / 10,
    quantity: line.quantity,
    ...(plain ? {} : { line: line.key }),
  };
}

/** `online` false: the form stays as typed, and its button waits for the network. */
export function CheckoutForm({ online = true }: { online?: boolean }) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const lines = useAppSelector(selectCartLines);
  const orderLines = useAppSelector(selectOrderLines);
  const subtotal = useAppSelector(selectCartSubtotal);
  const promo = usePromo(subtotal, true);
  const shop = useShopStatus(subtotal);
  const discount = promo.status === 'applied' ? promo.discount : 0;
  const totals = cartTotals(orderLines, discount);
  const [placeOrder] = usePlaceOrderMutation();
  // The server's last refusal, kept beside the button until the next try.
  const [refusal, setRefusal] = useState('');
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
    if (busy.current || !online) return;
    if (!userId) {
      notify.error(ROUTE_MESSAGES.userNotLoggedIn);
      return;
    }
    const checked = checkAddress(address);
    if ('problem' in checked) {
      notify.error(checked.problem);
      return;
    }
    busy.current = true;
    setProgress('sending');
    setRefusal('');
    try {
      const reply = await placeOrder({
        userId,
        address,
        items: orderLines.map(orderLineBody),
        amount: totals.total,
        ...(promo.status === 'applied' ? { promoCode: promo.code } : {}),
      }).unwrap();
      if (reply.success && reply.session_url) {
        setProgress('redirecting');
        goToExternal(reply.session_url);
        return; // The page is being left: keep the button disabled.
      }
      notify.error(ROUTE_MESSAGES.errorPlacingOrder);
    } catch (error) {
      const message = placementFailure(error);
      if (message) notify.error(message);
      // Refused for what the shop knows better (a price, a dish, the hours, the minimum, the
      // code): ask again, so the page shows why and the totals become what the shop will take.
      if (isConflict(error)) {
        setRefusal(message ?? '');
        recheck();
      }
    }
    busy.current = false;
    setProgress('idle');
  }

  function recheck() {
    void dispatch(
      api.endpoints.foodList.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    shop.refetch();
    if (promo.status !== 'none')
      void dispatch(
        shopApi.endpoints.promoCheck.initiate(
          { code: promo.code, subtotal, account: userId },
          { subscribe: false, forceRefetch: true },
        ),
      );
  }

  const sending = progress !== 'idle';
  // Checking out waits while the shop is closed, below its minimum, or the code is being checked.
  const waits =
    shop.closed !== undefined ||
    shop.belowMinimum !== undefined ||
    promo.status === 'pending' ||
    promo.status === 'failed';
  const why = [
    !online && 'checkout-offline',
    shop.closed !== undefined && SHOP_CLOSED_ID,
    shop.belowMinimum && 'checkout-minimum',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {shop.closed !== undefined && <ShopClosedNotice message={shop.closed} />}
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
          <OrderSummary
            lines={orderLines}
            unavailable={lines.filter((line) => !line.orderable)}
            totals={totals}
            promo={promo}
          />
          {!online && (
            <p id="checkout-offline" className="checkout__blocked" role="alert">
              {OFFLINE_MESSAGES.placeOrder}
            </p>
          )}
          {shop.belowMinimum && (
            <p id="checkout-minimum" className="checkout__blocked">
              {shop.belowMinimum}
            </p>
          )}
          <button
            type="submit"
            className="button checkout__submit"
            disabled={sending || waits || !online}
            aria-describedby={`checkout-progress${why ? ` ${why}` : ''}`}
          >
            Proceed to Payment
          </button>
          <p id="checkout-progress" className="checkout__progress" role="status">
            {PROGRESS_TEXT[progress]}
          </p>
          <p className="checkout__refusal" role="alert">
            {refusal}
          </p>
        </section>
      </form>
    </>
  );
}
