/**
 * A dish's rating as shoppers read it (docs/product.md#ratings): a star, then '4.3 · 27 ratings',
 * or 'New' below three ratings. Screen readers hear the words of ratingLabel ('Rated 4.3 out of 5
 * from 27 ratings') in place of the star and the dot. One line of a fixed height, so the card
 * does not move whatever it says. The dish card and the dish page both show it.
 */
import type { DishRating } from '../../../contract/rating-rules';
import { ratingLabel, ratingText } from '../../../contract/rating-rules';
import './rating.css';

export function RatingText({
  rating,
  className = '',
}: {
  rating: DishRating | undefined;
  className?: string;
}) {
  const text = ratingText(rating);
  return (
    <span className={`rating-text ${className}`.trim()}>
      <span className="rating-text__shown" aria-hidden="true">
        <span className="rating-text__star">★</span> {text}
      </span>
      <span className="visually-hidden">{ratingLabel(rating)}</span>
    </span>
  );
}
