/**
 * What the shop asks of this order before it is paid (docs/product.md#delivery-or-pickup), for
 * /Cart and /PlaceOrder alike: delivery or pickup (the shopper's last choice, kept in this
 * browser), the fee and minimum of the PIN code's area once the PIN is known (the spec's ₹50
 * before, nothing for pickup), whether the shop delivers there at all, and while the shop is
 * closed whether it can be ordered for later. Every figure is the server's answer; until one
 * comes, nothing is claimed either way (the fee is pending, checking out is not held back).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { OrderTimesReply, ShopReply } from '../../../contract/api';
import { FULFILMENT_MESSAGES, isPinCode, type Fulfilment } from '../../../contract/fulfilment';
import { DELIVERY_FEE } from '../../../contract/money';
import { minimumOrderMessage } from '../../../contract/shop-messages';
import type { CartTotals } from '../cart/lines';
import { useSettled } from '../cart/useSettled';
import { chooseFulfilment, useLastFulfilment } from './lastFulfilment';
import { useShopInfoQuery } from './shopApi';
import { useDeliveryCheckQuery, useOrderTimesQuery } from './fulfilmentApi';

/** How long a typed PIN code must stay put before the shop is asked about it. */
const PIN_SETTLE_MS = 400;
/** /PlaceOrder asks for the times again this often: slots pass, and fill up. */
const TIMES_POLL_MS = 60_000;

/** The fee in whole rupees; 'pending' while the shop is asked; 'none' where it does not deliver. */
export type Fee = number | 'pending' | 'none';

export interface OrderTerms {
  fulfilment: Fulfilment;
  choose: (fulfilment: Fulfilment) => void;
  fee: Fee;
  /** The area the PIN code is in, when staff named one. */
  area?: string;
  /** 'Sorry, we do not deliver to 110001 yet. You can pick it up instead.' */
  notDelivered?: string;
  /** 'The minimum order is ₹N.' while the subtotal is below it (the area's when larger). */
  belowMinimum?: string;
  /** While closed, the closed sentence ('… You can order now for later.' when it can be). */
  closed?: string;
  /** Closed with no later time to order for: checking out waits. */
  closedWaits: boolean;
  times?: OrderTimesReply;
  shop?: ShopReply;
  /** Asks again (after the server refused an order for what it knows better). */
  refetch: () => void;
}

function useDeliveryTerms(fulfilment: Fulfilment, pin: string) {
  const typed = pin.trim();
  const settled = useSettled(typed, PIN_SETTLE_MS);
  const asks = fulfilment === 'delivery' && isPinCode(typed);
  const check = useDeliveryCheckQuery(asks && settled === typed ? typed : skipToken);
  const reply = check.currentData;
  if (fulfilment === 'pickup') return { fee: 0, check };
  // Before a PIN code is known (or while it is not one), the spec's fee stands; a failed check
  // leaves it too (the server still charges its own and refuses what it would not take).
  // (`error` stays while a failed check is asked again, as when the browser comes back online.)
  if (!asks || (check.error !== undefined && !reply)) return { fee: DELIVERY_FEE, check };
  if (!reply) return { fee: 'pending' as const, check };
  if (!reply.delivers)
    return {
      fee: 'none' as const,
      check,
      notDelivered: reply.message || FULFILMENT_MESSAGES.notDelivered(typed),
    };
  return { fee: reply.fee, minimum: reply.minimum, area: reply.area ?? undefined, check };
}

/** `pin`: the delivery PIN code as far as it is known ('' when it is not). */
export function useOrderTerms(
  subtotal: number,
  pin: string,
  { poll = false }: { poll?: boolean } = {},
): OrderTerms {
  const { fulfilment } = useLastFulfilment();
  const shopQuery = useShopInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const timesQuery = useOrderTimesQuery(fulfilment, {
    refetchOnMountOrArgChange: true,
    pollingInterval: poll ? TIMES_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const delivery = useDeliveryTerms(fulfilment, pin);
  const shop = shopQuery.currentData;
  const times = timesQuery.currentData;

  const minimum = delivery.minimum ?? shop?.settings.minimumOrder ?? 0;
  const isClosed = shop !== undefined && !shop.open;
  const aheadPossible = (times?.slots.length ?? 0) > 0;
  const closedSentence = shop?.closedMessage ?? '';
  return {
    fulfilment,
    choose: chooseFulfilment,
    fee: delivery.fee,
    area: delivery.area,
    notDelivered: delivery.notDelivered,
    belowMinimum: minimum > 0 && subtotal < minimum ? minimumOrderMessage(minimum) : undefined,
    closed: isClosed
      ? aheadPossible
        ? (times?.closedMessage ?? FULFILMENT_MESSAGES.orderAhead(closedSentence))
        : closedSentence
      : undefined,
    closedWaits: isClosed && !aheadPossible,
    times,
    shop,
    refetch: () => {
      void shopQuery.refetch();
      void timesQuery.refetch();
      if (!delivery.check.isUninitialized) void delivery.check.refetch();
    },
  };
}

/** The totals with this order's fee: none for an empty cart; pending or none show no total. */
export function totalsWithFee(totals: CartTotals, fee: Fee): CartTotals & { fee: Fee } {
  if (totals.subtotal === 0 || typeof fee !== 'number')
    return { ...totals, fee: totals.subtotal === 0 ? 0 : fee };
  return { ...totals, fee, deliveryFee: fee, total: totals.total - totals.deliveryFee + fee };
}
