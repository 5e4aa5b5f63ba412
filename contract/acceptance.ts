/**
 * Accepting a paid order with a time, and cancelling it before then (docs/product.md#the-order-board):
 * the choices the board offers, when a waiting order is flagged, and the sentences the server and
 * both pages use.
 */
import { ORDER_STATUS } from './rules';

/** The preparation times 'Accept' offers, in minutes; the first button offers the default. */
export const ACCEPT_MINUTES = [10, 15, 20, 30, 45] as const;
export const DEFAULT_ACCEPT_MINUTES = 20;

/** A new order not accepted within this many minutes is flagged on the board. */
export const ACCEPT_WITHIN_MINUTES = 5;

export const ACCEPTANCE_MESSAGES = {
  accepted: 'Order accepted.',
  badMinutes: `Choose ${ACCEPT_MINUTES.slice(0, -1).join(', ')} or ${ACCEPT_MINUTES.at(-1)} minutes.`,
  alreadyAccepted: 'This order has already been accepted. The board now shows where it is.',
  notNew: 'This order is no longer new, so it cannot be accepted. The board now shows where it is.',
  shopperCancelled: 'Your order is cancelled. Your payment is on its way back to you.',
  tooLateToCancel:
    'The restaurant has already accepted this order, so it can no longer be cancelled here. Please call the restaurant.',
  cannotCancel: 'Only a paid order the restaurant has not yet accepted can be cancelled.',
  refundFailed:
    'Your order is cancelled, but the refund did not go through yet. Press Cancel order again to retry.',
  cancelledByYou: 'Cancelled by you',
  waiting: `Waiting over ${ACCEPT_WITHIN_MINUTES} min`,
} as const;

/** What /MyOrders says of a cancelled order: who cancelled it, and the restaurant's reason. */
export function cancelledText(order: {
  cancelledBy?: 'restaurant' | 'shopper';
  cancelReason?: string;
}): string {
  if (order.cancelledBy === 'shopper') return ACCEPTANCE_MESSAGES.cancelledByYou;
  return order.cancelReason
    ? `Cancelled by the restaurant: ${order.cancelReason}`
    : 'Cancelled by the restaurant';
}

/** A paid order still waiting for the kitchen to accept it: 'New' on the board. */
export function isNewOrder(order: { status: string; acceptedAt?: string }): boolean {
  return order.status === ORDER_STATUS.processing && !order.acceptedAt;
}
