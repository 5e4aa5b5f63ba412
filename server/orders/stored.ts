/** An order as the database keeps it, and its row read and written. */
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Address } from '../../contract/api';
import type { Fulfilment, PaymentMethod } from '../../contract/fulfilment';
import { DELIVERY_FEE } from '../../contract/money';
import type { ChosenOption } from '../../contract/options';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';
import type { Database } from '../db/schema';
import type { ReservationRefusal } from '../shop/promo-repository';

/**
 * An order's line as it was when ordered: the dish, its price for one (options included, as the
 * wire's base number), and for a line with options or a note its key, choices and note.
 */
export interface StoredLine {
  foodId: string;
  name: string;
  price: number;
  quantity: number;
  /** The cart line key (contract/options.ts), when it is not the dish id alone. */
  line?: string;
  /** What was chosen: names and whole rupees at the time of ordering. */
  options?: ChosenOption[];
  note?: string;
}

export interface StoredOrder {
  id: string;
  userId: string;
  lines: StoredLine[];
  amount: number;
  address: Address;
  status: OrderStatus;
  paid: boolean;
  cartKey: string;
  provider: string;
  sessionId: string | null;
  sessionUrl: string | null;
  sessionExpiresAt: Date | null;
  createdAt: string;
  updatedAt: string;
  /** When the payment was confirmed. */
  paidAt: string | null;
  /** The provider's refund, once a cancelled order's money went back. */
  refundId: string | null;
  /** The promo code the order used, and the whole rupees it took off. */
  promoCode: string | null;
  discount: number;
  /** Delivery or pickup, the promised time, and how it is paid (docs/product.md#delivery-or-pickup). */
  fulfilment: Fulfilment;
  dueAt: string | null;
  /** Ordered for a later slot and not yet sent to the kitchen. */
  scheduled: boolean;
  paymentMethod: PaymentMethod;
  /** Whole rupees; 0 for pickup. */
  deliveryFee: number;
  /** When the kitchen accepted it (docs/product.md#the-order-board); null while it is 'New'. */
  acceptedAt: string | null;
  /** Who cancelled it, and the restaurant's reason. */
  cancelledBy: 'restaurant' | 'shopper' | null;
  cancelReason: string | null;
}

export interface NewOrder {
  id: string;
  userId: string;
  lines: StoredLine[];
  amount: number;
  address: Address;
  cartKey: string;
  provider: string;
  promoCode?: string | null;
  discount?: number;
  /** The promo code allows one use per account (its use is reserved with the order). */
  promoOncePerAccount?: boolean;
  /** Left out: a delivery, as soon as possible, by card, for the spec's fee. */
  fulfilment?: Fulfilment;
  dueAt?: string | null;
  scheduled?: boolean;
  paymentMethod?: PaymentMethod;
  deliveryFee?: number;
  /** The slot whose place a scheduled order takes, and the shop's limit per slot (null: none). */
  slot?: string | null;
  slotLimit?: number | null;
}

/**
 * An order inserted; or this cart's open order exists already; or the code's use, or the slot's
 * place, is not free.
 */
export type InsertOutcome = 'inserted' | 'duplicate' | ReservationRefusal | 'slotFull';

type OrderRow = Selectable<Database['orders']>;

export function toOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    userId: row.user_id,
    lines: JSON.parse(row.items) as StoredLine[],
    amount: row.amount,
    address: JSON.parse(row.address) as Address,
    status: row.status as OrderStatus,
    paid: Number(row.paid) === 1,
    cartKey: row.cart_key,
    provider: row.provider,
    sessionId: row.session_id,
    sessionUrl: row.session_url,
    sessionExpiresAt: row.session_expires_at ? new Date(row.session_expires_at) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paidAt: row.paid_at,
    refundId: row.refund_id,
    promoCode: row.promo_code,
    discount: Number(row.discount),
    fulfilment: row.fulfilment === 'pickup' ? 'pickup' : 'delivery',
    dueAt: row.due_at,
    scheduled: Number(row.scheduled) === 1,
    paymentMethod: row.payment_method === 'on-delivery' ? 'on-delivery' : 'card',
    deliveryFee: Number(row.delivery_fee),
    acceptedAt: row.accepted_at,
    cancelledBy: row.cancelled_by as StoredOrder['cancelledBy'],
    cancelReason: row.cancel_reason,
  };
}

/** The row of a new order, awaiting payment, placed at `now`. */
export function newOrderRow(order: NewOrder, now: string): Insertable<Database['orders']> {
  return {
    id: order.id,
    user_id: order.userId,
    items: JSON.stringify(order.lines),
    amount: order.amount,
    address: JSON.stringify(order.address),
    status: ORDER_STATUS.awaitingPayment,
    paid: 0,
    cart_key: order.cartKey,
    provider: order.provider,
    session_id: null,
    session_url: null,
    session_expires_at: null,
    created_at: now,
    updated_at: now,
    paid_at: null,
    refund_id: null,
    promo_code: order.promoCode ?? null,
    discount: order.discount ?? 0,
    fulfilment: order.fulfilment ?? 'delivery',
    due_at: order.dueAt ?? null,
    scheduled: order.scheduled ? 1 : 0,
    payment_method: order.paymentMethod ?? 'card',
    delivery_fee: order.deliveryFee ?? DELIVERY_FEE,
    slot: order.slot ?? null,
  };
}

/** Orders the kitchen works on: paid, or to be paid at the door (docs/product.md#pay-on-delivery). */
export function forTheKitchen(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.or([eb('paid', '=', 1), eb('payment_method', '=', 'on-delivery')]);
}
