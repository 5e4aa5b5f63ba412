/**
 * What a board card says about an order's fulfilment (docs/product.md#delivery-or-pickup): its
 * promised time ('Due 8:15 PM'), 'Pickup' with the shopper's name and phone or the delivery
 * address, and for an order paid at the door 'Pay on delivery' with 'Mark paid' once it is on its
 * way, then 'Delivered · paid'.
 */
import { useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { ORDER_STATUS } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { notify } from '../../lib/notify';
import { dueTimeText } from './dueTime';
import { useKitchenMarkPaidMutation } from './kitchenApi';
import { useKitchenShopQuery } from './pauseApi';
import './fulfilment.css';

/** An order the shopper pays at the door: whether the money is in yet. */
const paidAtDoor = (order: KitchenOrder): boolean => order.paid === true;

/** 'Due 8:15 PM' on the shop's clock, or nothing for an order without a promised time. */
function DueTime({ order, now }: { order: KitchenOrder; now: number }) {
  const { data: shop } = useKitchenShopQuery();
  if (!order.dueAt) return null;
  const time = dueTimeText(order.dueAt, now, shop?.settings.timeZone);
  if (!time) return null;
  return (
    <p className="kitchen-card__due">
      <time dateTime={order.dueAt}>{FULFILMENT_MESSAGES.due(time)}</time>
    </p>
  );
}

function Phone({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

/**
 * Where the order goes: the delivery address, or 'Pickup' with who collects it; then the phone.
 * On a tablet it is one line cut short with an ellipsis, the whole of it in its title (and read
 * out whole).
 */
function Destination({ order }: { order: KitchenOrder }) {
  const { address } = order;
  const name = `${address.firstname} ${address.lastname}`;
  const pickup = order.fulfilment === 'pickup';
  const street = `${address.street}, ${address.city}, ${address.state} ${address.zipcode}, ${address.country}`;
  return (
    <address className="kitchen-card__address">
      <span className="kitchen-card__where" title={pickup ? undefined : `${name}, ${street}`}>
        <span className="kitchen-card__name">
          {pickup && (
            <>
              <span className="kitchen-card__pickup">{FULFILMENT_MESSAGES.pickup}</span>{' '}
            </>
          )}
          {name}
        </span>{' '}
        {!pickup && <span className="kitchen-card__street">{street}</span>}
      </span>
      <Phone phone={address.phone} />
    </address>
  );
}

/** Paid at the door: the badge, 'Mark paid' once it left the kitchen, and the result. */
function PayOnDelivery({ order, headingId }: { order: KitchenOrder; headingId: string }) {
  const [markPaid, { isLoading: sending }] = useKitchenMarkPaidMutation();
  const said = useRef<HTMLParagraphElement>(null);
  const paid = paidAtDoor(order);
  // Marked paid from this card: the focus goes to what the card now says, in place of the button.
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (marked && paid) said.current?.focus();
  }, [marked, paid]);
  const onItsWay =
    order.status === ORDER_STATUS.outForDelivery || order.status === ORDER_STATUS.delivered;

  async function mark() {
    const result = await markPaid({ orderId: order._id });
    if ('data' in result && result.data) {
      notify.success(result.data.message);
      setMarked(true);
    } else {
      notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
    }
  }

  if (paid) {
    return (
      <p ref={said} tabIndex={-1} className="kitchen-card__paid">
        {order.status === ORDER_STATUS.delivered
          ? FULFILMENT_MESSAGES.deliveredPaid
          : 'Paid at the door'}
      </p>
    );
  }
  return (
    <div className="kitchen-card__collect">
      <p>
        <span className="kitchen-card__badge">{FULFILMENT_MESSAGES.payOnDelivery}</span>
      </p>
      {onItsWay && (
        <button
          type="button"
          className="button"
          aria-disabled={sending}
          aria-describedby={headingId}
          onClick={() => {
            if (!sending) void mark();
          }}
        >
          Mark paid
        </button>
      )}
    </div>
  );
}

export function CardFulfilment({
  order,
  now,
  headingId,
}: {
  order: KitchenOrder;
  now: number;
  /** The card's heading: 'Mark paid' is described by it. */
  headingId: string;
}) {
  return (
    <>
      <DueTime order={order} now={now} />
      <Destination order={order} />
      {order.paymentMethod === 'on-delivery' && (
        <PayOnDelivery order={order} headingId={headingId} />
      )}
    </>
  );
}
