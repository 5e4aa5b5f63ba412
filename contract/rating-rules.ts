/**
 * Ratings of dishes (docs/product.md#ratings): who may rate, how long a rating can be changed,
 * what a card says, and the sentences both sides use. Plain data and pure functions; the card's
 * text is bundled with the menu, so this file stays small.
 */

export const STARS_MIN = 1;
export const STARS_MAX = 5;
/** The longest comment a rating may carry. */
export const RATING_COMMENT_MAX = 500;
/** Days after the first rating during which it can be changed. */
export const RATING_CHANGE_DAYS = 7;
/** Below this many ratings a dish says 'New' rather than an average. */
const RATINGS_SHOWN_FROM = 3;
/** The longest reason staff may give for hiding a review. */
export const HIDE_REASON_MAX = 300;

/** A dish's rating on the menu: the average to one decimal and how many ratings make it. */
export interface DishRating {
  average: number;
  count: number;
}

/** The average of `count` ratings summing to `sum`, to one decimal (0 with none). */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** What a card shows: '4.3 · 27 ratings', or 'New' below RATINGS_SHOWN_FROM ratings. */
export function ratingText(rating: DishRating | undefined): string {
  if (!rating || rating.count < RATINGS_SHOWN_FROM) return 'New';
  return `${rating.average.toFixed(1)} · ${rating.count} ratings`;
}

/** What a screen reader says for it: 'Rated 4.3 out of 5 from 27 ratings', or 'New dish…'. */
export function ratingLabel(rating: DishRating | undefined): string {
  if (!rating || rating.count < RATINGS_SHOWN_FROM) return 'New dish, not rated enough yet';
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ratings`;
}

export const RATING_MESSAGES = {
  orderNotFound: 'Order not found.',
  notDelivered: 'You can rate the dishes of an order once it has been delivered.',
  notInOrder: 'That dish is not part of this order.',
  stars: `Choose from ${STARS_MIN} to ${STARS_MAX} stars.`,
  commentTooLong: `Keep your comment to ${RATING_COMMENT_MAX} characters or fewer.`,
  changeClosed: `A rating can be changed only within ${RATING_CHANGE_DAYS} days of giving it.`,
  rated: 'Thank you for your rating.',
  changed: 'Your rating has been changed.',
  reviewNotFound: 'Review not found.',
  dishNotFound: 'Dish not found.',
  reasonMissing: 'Give a reason for hiding this review.',
  reasonTooLong: `Keep the reason to ${HIDE_REASON_MAX} characters or fewer.`,
  hidden: 'The review is hidden and no longer counts in the average.',
  unhidden: 'The review is shown again and counts in the average.',
} as const;
