/**
 * The kitchen's rules (docs/product.md#the-kitchen): which moves exist for a paid order, and how
 * long a cancel reason may be: a module of their own, so only the board carries them (as with
 * contract/kitchen-messages.ts).
 */
import type { OrderStatus } from './rules';

/**
 * The kitchen's one way forward: each status a paid order can be moved to from the one before
 * (docs/product.md#the-kitchen). Nothing skips a step or goes back.
 */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  'Food Processing': 'Out for delivery',
  'Out for delivery': 'Delivered',
};

/** Paid orders the kitchen may still cancel (and refund). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Food Processing', 'Out for delivery'];

/** The longest reason staff may give for cancelling an order. */
export const CANCEL_REASON_MAX = 300;
