/**
 * The kitchen's powers over paid orders (docs/product.md#the-kitchen): list the board, accept a
 * new order with a time, move an order one step on, cancel (or reject) it and refund its payment;
 * and a shopper's cancelling of their own order while it is still 'New'. Every change is a
 * conditional UPDATE with its order event in one transaction (KitchenOrderRepository), so concurrent
 * presses change it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ACCEPT_MINUTES, ACCEPTANCE_MESSAGES } from '../../contract/acceptance';
import type { KitchenOrder, Order } from '../../contract/api';
import { KITCHEN_MESSAGES, ORDER_MESSAGES } from '../../contract/messages';
import { CANCEL_REASON_MAX, NEXT_STATUS } from '../../contract/kitchen-rules';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';
import { Refusal } from '../http/errors';
import { toKitchenOrder, type StoredOrder } from '../orders/repository';
import type { PaymentProvider } from '../payments/provider';
import { startOfShopDay } from '../shop/shop-time';
import type { KitchenOrderRepository } from './kitchen-order-repository';

export interface KitchenServiceDeps {
  orders: KitchenOrderRepository;
  payments: PaymentProvider;
  /** The shop's time zone as saved (else SHOP_TIME_ZONE): where "delivered today" begins. */
  timeZone: () => Promise<string>;
  log: FastifyBaseLogger;
}

export class KitchenService {
  constructor(private readonly deps: KitchenServiceDeps) {}

  /** Orders to cook, on their way, and delivered today in the shop's time zone; oldest paid first. */
  async board(now = new Date()): Promise<KitchenOrder[]> {
    const orders = await this.deps.orders.board(startOfShopDay(now, await this.deps.timeZone()));
    return orders.map(toKitchenOrder);
  }

  /** Accepts a new paid order: 'Preparing', ready in `minutes`. Of two presses, one wins. */
  async accept(orderId: string, minutes: number, staffId: string): Promise<KitchenOrder> {
    if (!(ACCEPT_MINUTES as readonly number[]).includes(minutes))
      throw new Refusal(400, ACCEPTANCE_MESSAGES.badMinutes, 'minutes');
    await this.paidOrder(orderId);
    const accepted = await this.deps.orders.accept(orderId, minutes, staffId);
    if (accepted) return toKitchenOrder(accepted);
    const now = await this.find(orderId);
    throw new Refusal(
      409,
      now.acceptedAt && now.status !== ORDER_STATUS.cancelled
        ? ACCEPTANCE_MESSAGES.alreadyAccepted
        : ACCEPTANCE_MESSAGES.notNew,
    );
  }

  /** Moves the order to `to`, which must be the next status of the one it is at. */
  async advance(orderId: string, to: OrderStatus, staffId: string): Promise<KitchenOrder> {
    const order = await this.paidOrder(orderId);
    if (NEXT_STATUS[order.status] !== to) throw new Refusal(409, KITCHEN_MESSAGES.movedOn);
    const moved = await this.deps.orders.advance(orderId, order.status, to, staffId);
    // Someone else moved it (or cancelled it) between the read and the update.
    if (!moved) throw new Refusal(409, KITCHEN_MESSAGES.movedOn);
    return toKitchenOrder(moved);
  }

  /**
   * Cancels a paid, undelivered order with the reason and refunds it. When the refund fails the
   * order stays cancelled without a refund, and cancelling it again retries the refund only.
   */
  async cancel(orderId: string, rawReason: string, staffId: string): Promise<KitchenOrder> {
    const reason = rawReason.trim();
    if (!reason) throw new Refusal(400, KITCHEN_MESSAGES.reasonRequired, 'reason');
    if (reason.length > CANCEL_REASON_MAX)
      throw new Refusal(400, KITCHEN_MESSAGES.reasonTooLong, 'reason');
    const cancelled = await this.cancelOnce(await this.find(orderId), reason, staffId);
    // Nothing was charged for an order to be paid at the door: nothing to refund.
    if (cancelled.paymentMethod === 'on-delivery') return toKitchenOrder(cancelled);
    const refundId = await this.refund(cancelled, KITCHEN_MESSAGES.refundFailed);
    return toKitchenOrder(await this.deps.orders.recordRefund(orderId, refundId, staffId));
  }

  /**
   * The shopper cancels their own paid order while the kitchen has not accepted it, and it is
   * refunded at once. Someone else's order is not found; an accepted one is refused.
   */
  async cancelByShopper(orderId: string, shopperId: string): Promise<Order> {
    const order = await this.find(orderId);
    if (order.userId !== shopperId) throw new Refusal(404, ORDER_MESSAGES.notFound);
    const cancelled = ownCancelAwaitingRefund(order)
      ? order
      : await this.deps.orders.cancelNew(orderId, shopperId);
    if (!cancelled) {
      const now = await this.find(orderId);
      if (!ownCancelAwaitingRefund(now))
        throw new Refusal(
          409,
          now.acceptedAt || now.status === ORDER_STATUS.outForDelivery
            ? ACCEPTANCE_MESSAGES.tooLateToCancel
            : ACCEPTANCE_MESSAGES.cannotCancel,
        );
    }
    // Nothing was charged for an order to be paid at the door: nothing to refund.
    if (cancelled?.paymentMethod === 'on-delivery') return this.deps.orders.wireOrder(cancelled);
    const refundId = await this.refund(cancelled ?? order, ACCEPTANCE_MESSAGES.refundFailed);
    const refunded = await this.deps.orders.recordRefund(orderId, refundId, shopperId);
    return this.deps.orders.wireOrder(refunded);
  }

  /** The order cancelled (by this call, or earlier without its refund), or 409. */
  private async cancelOnce(
    order: StoredOrder,
    reason: string,
    staffId: string,
  ): Promise<StoredOrder> {
    if (awaitingRefund(order)) return order;
    const cancelled = await this.deps.orders.cancel(order.id, reason, staffId);
    if (cancelled) return cancelled;
    // Not cancellable, or a concurrent cancel got there first and its refund is still to do.
    const now = await this.find(order.id);
    if (awaitingRefund(now)) return now;
    throw new Refusal(409, KITCHEN_MESSAGES.cannotCancel);
  }

  private async refund(order: StoredOrder, failed: string): Promise<string> {
    const { payments, log } = this.deps;
    try {
      if (order.provider !== payments.name || !order.sessionId)
        throw new Error(
          `the order was paid through ${order.provider} (session ${order.sessionId ?? 'none'}); ` +
            `the shop now takes payments through ${payments.name}`,
        );
      return await payments.refund({ orderId: order.id, sessionId: order.sessionId });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'refunding a cancelled order failed');
      throw new Refusal(502, failed);
    }
  }

  private async find(orderId: string): Promise<StoredOrder> {
    const order = await this.deps.orders.find(orderId);
    if (!order) throw new Refusal(404, ORDER_MESSAGES.notFound);
    return order;
  }

  private async paidOrder(orderId: string): Promise<StoredOrder> {
    const order = await this.find(orderId);
    // An order to be paid at the door is on the board unpaid (docs/product.md#pay-on-delivery).
    if (!order.paid && order.paymentMethod !== 'on-delivery')
      throw new Refusal(409, KITCHEN_MESSAGES.notPaid);
    return order;
  }
}

/** Cancelled by the shopper after payment, its money not yet back. */
function ownCancelAwaitingRefund(order: StoredOrder): boolean {
  return awaitingRefund(order) && order.cancelledBy === 'shopper';
}

/** Cancelled after payment, its money not yet back. */
function awaitingRefund(order: StoredOrder): boolean {
  return order.status === ORDER_STATUS.cancelled && order.paid && order.refundId === null;
}
