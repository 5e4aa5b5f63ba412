/**
 * Delivery or pickup first, then 'Delivery Information' (or the pickup's name, email and phone),
 * when (as soon as possible or a later slot), how to pay, and the totals, sent as one order
 * (docs/product.md#delivery-or-pickup). The browser's `required` check runs first, then the
 * shop's own (contract/address-checks.ts: the email is one address by the sign-up rule, no field
 * holds a line break; contactChecks.ts: a 6-digit PIN, a phone), saying the server's sentence
 * before anything is sent (docs/product.md#checkout-and-payment); the button stays disabled from
 * the first click until the server has answered, so a double click places one order.
 *
 * The form starts from what the shopper typed before going to pay (checkoutDraft.ts); the fields
 * still empty are then filled from the account (its latest delivery address, else its name and
 * email), once, when the server's answer arrives: typing always wins over the suggestion
 * (useCheckoutAddress.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderLineRequest } from '../../../contract/api';
import type { PaymentMethod } from '../../../contract/fulfilment';
import { api } from '../../api/apiSlice';
import { usePlaceOrderMutation } from './checkoutApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../lib/notify';
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
import { SHOP_CLOSED_ID, ShopClosedNotice } from '../../components/ShopClosedNotice';
import { selectUserId } from '../../store/session/sessionSlice';
import { OrderSummary } from './OrderSummary';
import { OFFLINE_MESSAGES } from '../../lib/online';
import { CheckoutDetails, NOT_DELIVERED_ID } from './CheckoutDetails';
import { totalsWithFee, useOrderTerms } from '../../store/shop/orderTerms';
import { chosenDue } from './TimeChoice';
import { useCheckoutAddress } from './useCheckoutAddress';

type Progress = 'idle' | 'sending' | 'redirecting';

const PROGRESS_TEXT: Record<Progress, string> = {
  idle: '',
  sending: 'Placing your order…',
  redirecting: 'Taking you to the secure payment page…',
};

/** Paid at the door, the order is placed at once: the shopper goes to their orders. */
const TO_ORDERS = 'Taking you to your orders…';

/** A refusal over what the shop knows better than the page (409): prices, dishes, hours, a code. */
const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

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

/**
 * Where placing stands. State updates land after the event, so `busy` (a ref) stops a second
 * submit within the same tick. Back from the payment page may restore this very page from the
 * browser's memory (bfcache), still saying it is on its way there: it is not, so the button works
 * again.
 */
function usePlacing() {
  const [progress, setProgress] = useState<Progress>('idle');
  const busy = useRef(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProgress('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return { progress, setProgress, busy };
}

type Terms = ReturnType<typeof useOrderTerms>;
type Totals = ReturnType<typeof totalsWithFee>;
type Promo = ReturnType<typeof usePromo>;

/**
 * Asks the shop again what a refusal may have changed: the menu's prices and dishes, the terms
 * (hours, minimum, fee, times) and the code.
 */
function useRecheck(terms: Terms, promo: Promo, subtotal: number, userId: string | null) {
  const dispatch = useAppDispatch();
  return function recheck() {
    void dispatch(
      api.endpoints.foodList.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    terms.refetch();
    if (promo.status !== 'none')
      void dispatch(
        shopApi.endpoints.promoCheck.initiate(
          { code: promo.code, subtotal, account: userId },
          { subscribe: false, forceRefetch: true },
        ),
      );
  };
}

/** Paying at the door is offered for a delivery whose total is known and within the shop's limit. */
function offersPayOnDelivery(terms: Terms, totals: Totals) {
  const payLimit = terms.shop?.payOnDeliveryMax;
  return (
    terms.fulfilment !== 'pickup' &&
    typeof payLimit === 'number' &&
    typeof totals.fee === 'number' &&
    totals.total <= payLimit
  );
}

/**
 * Checking out waits while the shop is closed with no later time, below its minimum, outside
 * every delivery area, while the fee or the code is being checked; `why` names the notices that
 * say so, for the button's description.
 */
function checkoutWait(terms: Terms, totals: Totals, promo: Promo, online: boolean) {
  const notDelivered = terms.fulfilment !== 'pickup' && terms.notDelivered !== undefined;
  const waits =
    terms.closedWaits ||
    terms.belowMinimum !== undefined ||
    totals.fee === 'pending' ||
    notDelivered ||
    promo.status === 'pending' ||
    promo.status === 'failed';
  const why = [
    !online && 'checkout-offline',
    terms.closedWaits && SHOP_CLOSED_ID,
    terms.belowMinimum && 'checkout-minimum',
    notDelivered && NOT_DELIVERED_ID,
  ]
    .filter(Boolean)
    .join(' ');
  return { waits, why };
}

interface PlaceOrderEndProps {
  online: boolean;
  belowMinimum: string | undefined;
  disabled: boolean;
  why: string;
  paidBy: PaymentMethod;
  progress: Progress;
  refusal: string;
}

/** Under the summary: why checking out waits, the button, its progress and the last refusal. */
function PlaceOrderEnd({
  online,
  belowMinimum,
  disabled,
  why,
  paidBy,
  progress,
  refusal,
}: PlaceOrderEndProps) {
  return (
    <>
      {!online && (
        <p id="checkout-offline" className="checkout__blocked" role="alert">
          {OFFLINE_MESSAGES.placeOrder}
        </p>
      )}
      {belowMinimum && (
        <p id="checkout-minimum" className="checkout__blocked">
          {belowMinimum}
        </p>
      )}
      <button
        type="submit"
        className="button checkout__submit"
        disabled={disabled}
        aria-describedby={`checkout-progress${why ? ` ${why}` : ''}`}
      >
        {paidBy === 'on-delivery' ? 'Place Order' : 'Proceed to Payment'}
      </button>
      <p id="checkout-progress" className="checkout__progress" role="status">
        {progress === 'redirecting' && paidBy === 'on-delivery'
          ? TO_ORDERS
          : PROGRESS_TEXT[progress]}
      </p>
      <p className="checkout__refusal" role="alert">
        {refusal}
      </p>
    </>
  );
}

/** `online` false: the form stays as typed, and its button waits for the network. */
export function CheckoutForm({ online = true }: { online?: boolean }) {
  const userId = useAppSelector(selectUserId);
  const lines = useAppSelector(selectCartLines);
  const orderLines = useAppSelector(selectOrderLines);
  const subtotal = useAppSelector(selectCartSubtotal);
  const promo = usePromo(subtotal, true);
  const discount = promo.status === 'applied' ? promo.discount : 0;
  const [placeOrder] = usePlaceOrderMutation();
  // The server's last refusal, kept beside the button until the next try.
  const [refusal, setRefusal] = useState('');
  const { address, problems, onField, onLeave, checkForOrder, sayFailure } =
    useCheckoutAddress(userId);
  const [dueAt, setDueAt] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const { progress, setProgress, busy } = usePlacing();
  const terms = useOrderTerms(subtotal, address.zipcode, { poll: true });
  const totals = totalsWithFee(cartTotals(orderLines, discount), terms.fee);
  const pickup = terms.fulfilment === 'pickup';
  const due = chosenDue(terms.times, dueAt);
  const payOnDelivery = offersPayOnDelivery(terms, totals);
  const paidBy: PaymentMethod = payOnDelivery ? payment : 'card';
  const recheck = useRecheck(terms, promo, subtotal, userId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !online) return;
    if (!userId) {
      notify.error(ROUTE_MESSAGES.userNotLoggedIn);
      return;
    }
    const checked = checkForOrder(terms.fulfilment);
    if (!checked) return;
    busy.current = true;
    setProgress('sending');
    setRefusal('');
    try {
      const reply = await placeOrder({
        userId,
        address: checked,
        items: orderLines.map(orderLineBody),
        amount: totals.total,
        ...(promo.status === 'applied' ? { promoCode: promo.code } : {}),
        fulfilment: terms.fulfilment,
        ...(due ? { dueAt: due } : {}),
        ...(paidBy === 'on-delivery' ? { payment: paidBy } : {}),
      }).unwrap();
      if (reply.success && reply.session_url) {
        setProgress('redirecting');
        goToExternal(reply.session_url);
        return; // The page is being left: keep the button disabled.
      }
      notify.error(ROUTE_MESSAGES.errorPlacingOrder);
    } catch (error) {
      const message = sayFailure(error);
      // Refused for what the shop knows better (a price, a dish, the hours, the minimum, the
      // code, the area, a slot): ask again, so the page shows why and the totals and times
      // become what the shop will take.
      if (isConflict(error)) {
        setRefusal(message ?? '');
        recheck();
      }
    }
    busy.current = false;
    setProgress('idle');
  }

  const sending = progress !== 'idle';
  const { waits, why } = checkoutWait(terms, totals, promo, online);

  return (
    <>
      {terms.closed !== undefined && <ShopClosedNotice message={terms.closed} />}
      <form className="checkout" onSubmit={onSubmit} aria-labelledby="delivery-title">
        <CheckoutDetails
          terms={terms}
          address={address}
          problems={problems}
          onField={onField}
          onLeave={onLeave}
          due={due}
          onDue={setDueAt}
          payOnDelivery={payOnDelivery}
          payment={paidBy}
          onPayment={setPayment}
        />
        <section className="checkout__totals card" aria-labelledby="cart-totals-title">
          <OrderSummary
            lines={orderLines}
            unavailable={lines.filter((line) => !line.orderable)}
            totals={totals}
            promo={promo}
            pickup={pickup}
          />
          <PlaceOrderEnd
            online={online}
            belowMinimum={terms.belowMinimum}
            disabled={sending || waits || !online}
            why={why}
            paidBy={paidBy}
            progress={progress}
            refusal={refusal}
          />
        </section>
      </form>
    </>
  );
}
