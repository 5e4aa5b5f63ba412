/**
 * A grid of dish cards that renders a batch at a time: a menu of 10,000 dishes would otherwise
 * build 10,000 cards (and 150,000 elements) before the first screen shows, and again for each
 * search keystroke. 'Show more dishes' adds the next batch; it is also watched, so scrolling near
 * it adds the batch by itself. A new list (another category, another search) starts again.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { FoodItem } from '../../../contract/api';
import { FoodCard, FoodCardSkeleton } from './FoodCard';
import './dish-grid.css';

/** More than the sample menu's 32 dishes and a laptop's screenful; cheap even on a slow phone. */
const DISH_BATCH = 48;
/** Cards on a phone's or laptop's first screen load at once; the rest as they scroll in. */
const EAGER_CARDS = 4;
/** Placeholders while the menu loads: enough to fill a first screen. */
const SKELETON_CARDS = 8;
/** How far below the screen the button starts the next batch, so scrolling rarely waits. */
const AHEAD = '1200px 0px';

interface DishGridProps {
  dishes: readonly FoodItem[];
  /** The list's accessible name, when the page needs one. */
  label?: string;
  /** How many dishes the whole list has, when `dishes` is only its start (the first screen). */
  total?: number;
  /** Words a search matched, marked on the cards. */
  marked?: ReadonlySet<string>;
  /**
   * Cards a new list starts with, and adds at a time. Search results change on every keystroke,
   * so they start with a screenful and grow as the shopper scrolls.
   */
  batch?: number;
  /**
   * How far the grid adds cards by itself (the 'Show more' button always adds): `ahead` of the
   * shopper's scrolling, by `AHEAD`; to fill the `screen` and no further; or `never` (a search
   * being typed: each key's answer would wait behind the cards added below the last one, and
   * then take them down again).
   */
  grow?: Grow;
}

export type Grow = 'ahead' | 'screen' | 'never';

export function DishGrid({
  dishes,
  label,
  total = dishes.length,
  marked,
  batch = DISH_BATCH,
  grow = 'ahead',
}: DishGridProps) {
  const [shown, setShown] = useState(batch);
  const [list, setList] = useState(dishes);
  if (list !== dishes) {
    // Reset during render (not in an effect) so a new list never paints with the old count.
    setList(dishes);
    setShown(batch);
  }
  const more = useRef<HTMLButtonElement>(null);
  const left = total - Math.min(shown, dishes.length);

  useEffect(() => {
    const button = more.current;
    if (!button || grow === 'never' || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per batch reports at once if the button is still near: the next batch.
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: cards below the screen never hold up a keystroke or a tap.
        if (entries.some((entry) => entry.isIntersecting))
          startTransition(() => setShown((count) => count + batch));
      },
      { rootMargin: grow === 'ahead' ? AHEAD : '0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [shown, dishes, batch, grow]);

  return (
    <>
      <ul className="food-grid" aria-label={label}>
        {dishes.slice(0, shown).map((food, index) => (
          <li key={food._id}>
            <FoodCard
              food={food}
              marked={marked}
              loading={index === 0 ? 'first' : index < EAGER_CARDS ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {left > 0 && (
        <button
          ref={more}
          type="button"
          className="button button--quiet food-grid__more"
          onClick={() => setShown((count) => count + batch)}
        >
          Show more dishes ({left} more)
        </button>
      )}
    </>
  );
}

/** The grid while the menu loads: fixed-size placeholders, so nothing moves when it arrives. */
export function DishGridSkeleton() {
  return (
    <ul className="food-grid" aria-busy="true" aria-label="Loading dishes">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <FoodCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
