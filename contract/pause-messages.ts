/**
 * Pausing new orders (docs/product.md#the-order-board): what the shop's pages, order/place and the
 * board say while staff have paused them, and the pause's own lengths.
 */

/** The lengths staff choose from, in minutes; `null` in a call: until they resume. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

/**
 * The sentence shoppers read while orders are paused: 'Not taking orders right now — back at
 * 8:30 PM' (`backAt` as formatClockTime gives it), or without an end, until staff resume.
 */
export function pausedMessage(backAt: string | null): string {
  return backAt
    ? `Not taking orders right now — back at ${backAt}`
    : 'Not taking orders right now — until further notice';
}

export const PAUSE_MESSAGES = {
  paused: 'New orders paused.',
  resumed: 'Taking new orders again.',
  badMinutes: 'Pause for 15, 30 or 60 minutes, or until you resume.',
} as const;
