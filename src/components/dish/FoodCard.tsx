/**
 * One dish on the menu: picture with its cart control, name, rating, dietary marks, description
 * and price.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import type { FoodItem } from '../../../contract/api';
import { DIET_LABEL_NAMES } from '../../../contract/diet';
import { dishImageSrcSet, dishImageUrl } from '../../lib/images';
import { displayPrice } from '../../../contract/money';
import { fromPrice } from '../../../contract/options';
import { formatRupees } from '../../../contract/rupees';
import { dishPath } from '../../../contract/routes';
import { useHydrated } from '../../hooks/useHydrated';
import { AddControl } from './AddControl';
import { Marked } from './Marked';
import { RatingText } from './RatingText';
import './food-card.css';

/** The grid's column width at each screen size, so the browser picks the 200 or 400 picture. */
const CARD_IMAGE_SIZES =
  '(min-width: 1240px) 282px, (min-width: 1100px) 23vw, (min-width: 768px) 31vw, (min-width: 560px) 46vw, 132px';

// Memoised: a search keystroke or a new batch re-renders the page, not every card already shown.
export const FoodCard = memo(function FoodCard({
  food,
  loading = 'lazy',
  marked,
}: {
  food: FoodItem;
  /** Words a search matched, marked in the name and description. */
  marked?: ReadonlySet<string>;
  /** 'first': the likely largest paint of the screen, fetched before other pictures. */
  loading?: 'first' | 'eager' | 'lazy';
}) {
  // A lazy picture in the prerendered page gets its address only once the app runs: before
  // that, the browser would fetch every picture within ~1,250 px of the screen, and on a phone
  // those below the first cards would take the bandwidth the first ones need.
  const hydrated = useHydrated();
  const withPicture = loading !== 'lazy' || hydrated;
  return (
    <article className="food-card">
      <div className="food-card__media">
        <img
          src={withPicture ? dishImageUrl(food.image) : undefined}
          srcSet={withPicture ? dishImageSrcSet(food.image) : undefined}
          sizes={CARD_IMAGE_SIZES}
          width="400"
          height="400"
          alt={food.name}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
          decoding={loading === 'first' ? 'sync' : 'async'}
        />
        <AddControl food={food} />
      </div>
      <div className="food-card__body">
        <div className="food-card__head">
          <h2 className="food-card__name">
            {/* The dish's own page (docs/product.md#a-page-per-dish), by its name. */}
            {food.slug ? (
              <Link className="food-card__link" to={dishPath(food.slug)}>
                <Marked text={food.name} words={marked} />
              </Link>
            ) : (
              <Marked text={food.name} words={marked} />
            )}
          </h2>
          <RatingText rating={food.rating} className="food-card__rating" />
        </div>
        <DietMarks labels={food.labels} />
        <p className="food-card__description">
          <Marked text={food.description} words={marked} />
        </p>
        <p className="food-card__price">{priceText(food)}</p>
      </div>
    </article>
  );
});

/**
 * What one costs at least: '₹120', or 'from ₹120' when a group the shopper must choose in changes
 * the price (the cheapest choice's price).
 */
export function priceText(food: FoodItem): string {
  const { extra, varies } = fromPrice(food.optionGroups ?? []);
  const price = formatRupees(displayPrice(food.price) + extra);
  return varies ? `from ${price}` : price;
}

/**
 * The Indian vegetarian mark (green square, green dot) or non-vegetarian mark (brown square,
 * brown triangle), named for screen readers, then the other labels in words. Drawn by CSS.
 */
export function DietMarks({ labels }: { labels: FoodItem['labels'] }) {
  const veg = labels.includes('vegetarian');
  const name = veg ? 'Vegetarian' : 'Non-vegetarian';
  return (
    <p className="diet">
      <span
        className={veg ? 'diet__mark' : 'diet__mark diet__mark--non'}
        role="img"
        aria-label={name}
        title={name}
      />
      {labels.map(
        (label) =>
          label !== 'vegetarian' && (
            <span key={label} className={`diet__tag diet__tag--${label}`}>
              {DIET_LABEL_NAMES[label]}
            </span>
          ),
      )}
    </p>
  );
}

/** Same footprint as a card, shown while the menu loads so nothing moves when it arrives. */
export function FoodCardSkeleton() {
  return (
    <div className="food-card food-card--skeleton" aria-hidden="true">
      <div className="food-card__media skeleton" />
      <div className="food-card__body">
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" style={{ width: '85%' }} />
        <div className="skeleton skeleton--line" style={{ width: '30%' }} />
      </div>
    </div>
  );
}
