/**
 * What the restaurant's side says (docs/product.md#messages): the order board's refusals and
 * replies, and what a shopper's open /MyOrders says when the kitchen moves one of their orders.
 * contract/messages.ts re-exports the board's group for the server.
 */
import { CANCEL_REASON_MAX } from './kitchen-rules';

/** The restaurant's side: the order board and its streams. */
export const KITCHEN_MESSAGES = {
  staffOnly: 'Staff only.',
  notPaid: 'This order is not paid, so the kitchen cannot move it.',
  movedOn: 'This order has already moved on. The board now shows where it is.',
  moved: 'Order updated.',
  reasonRequired: 'Please give a reason for cancelling.',
  reasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX} characters long.`,
  cannotCancel: 'Only paid orders that are not yet delivered can be cancelled.',
  cancelled: 'Order cancelled and refunded.',
  refundFailed:
    'The order is cancelled, but the refund did not go through. Press Cancel order again to retry.',
  badTicket: 'This live-updates link has expired or was used already. Please reconnect.',
  tooManyStreams:
    'Too many pages with live updates are open from your network. Close some and reload this one.',
  streamsFull: 'Live updates are busy right now. This page will try again shortly.',
} as const;

/** What a shopper's open /MyOrders says when the kitchen moves one of their orders. */
export const TRACKING_MESSAGES = {
  outForDelivery: 'Your order is out for delivery!',
  delivered: 'Your order has been delivered. Enjoy your meal!',
  cancelled: 'Your order was cancelled by the restaurant.',
  refunded: 'Refunded',
} as const;
