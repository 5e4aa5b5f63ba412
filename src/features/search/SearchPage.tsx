/**
 * /SearchFood: dishes matching what the shopper types, in names and descriptions, forgiving typos
 * and partial words, name matches first, the matched words marked (features/search/dishSearch.ts);
 * optionally within a price range in rupees as displayed and by diet filters (all must hold). The
 * search lives in the address (?q=…&min=…&max=…&diet=…) so it can be shared; the fields keep their
 * own state so typing never waits on the router (the address follows when typing pauses), while
 * the diet chips follow the address (Back and Forward step through them). When nothing matches, the closest dishes are offered.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FoodItem } from '../../../contract/api';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { DishGrid, DishGridSkeleton, type Grow } from '../../components/dish/DishGrid';
import { DietChips, useDietFilters, useSetSearch } from '../../components/dish/DietChips';
import {
  DIET_PARAM,
  dietParam,
  filterByDiet,
  toggleDiet,
  type DietFilter,
} from '../../store/menu/diet';
import { OfflineMenuNotice } from '../../components/OfflineMenuNotice';
import { filterFood, selectFoodList } from '../../store/menu/selectors';
import { makeDishSearch } from './dishSearch';
import { usePreparedKeys } from './usePreparedKeys';
import './SearchPage.css';
import { TextField } from '../../components/TextField';

type Field = 'q' | 'min' | 'max';
type Fields = Record<Field, string>;

/**
 * How long typing pauses before the address follows the fields: one history update for a word,
 * not one per key (each costs the browser a same-document navigation and the router a render,
 * which a phone feels on every keystroke).
 */
const ADDRESS_PAUSE_MS = 300;

/**
 * How long typing pauses before the results grow to fill the screen (a tall one shows more than
 * the first batch). Longer than the address's pause: the next key takes the added cards down
 * again, and at 300 ms a phone shopper typing a key every third of a second paid for that on
 * every other key.
 */
const GROW_PAUSE_MS = 1000;

/** The page's address parameters for these fields and diet filters. */
function addressOf(fields: Fields, diet: readonly DietFilter[]): Array<[string, string]> {
  const params = Object.entries(fields).filter(([, text]) => text !== '');
  if (diet.length > 0) params.push([DIET_PARAM, dietParam(diet)]);
  return params;
}

/**
 * Result cards drawn with a keystroke's answer: a first screen's worth, no more (a phone shows
 * one and the top of the next under the fields; a laptop two rows of the grid's columns,
 * dish-grid.css). Each card is layout work in the keystroke's own frame; the grid adds more as the
 * shopper scrolls (`useResultsGrowth`).
 */
function resultsBatch(): number {
  // Without a screen to measure (the prerender, tests), a laptop's.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 8;
  const wider = (px: number) => window.matchMedia(`(min-width: ${px}px)`).matches;
  if (wider(1100)) return 8;
  if (wider(768)) return 6;
  return wider(560) ? 4 : 2;
}

function dishCount(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
}

/**
 * How far the results grow by themselves (components/dish/DishGrid.tsx): not at all while keys
 * come; to fill the screen once typing pauses; ahead of the shopper once they scroll down to read
 * on. Cards below the screen wait for that scroll: the next key would take them down again, in
 * its own frame (docs/operations.md#figures-behind-choices-in-the-code). Arriving counts as a key: a
 * shopper who lands here types first, mostly. Arriving is when the dishes are shown (`ready`): a
 * phone takes seconds to read and index a large menu.
 */
function useResultsGrowth(ready: boolean, fields: Fields) {
  const [grow, setGrow] = useState<Grow>('never');
  const growing = useRef(grow);
  useEffect(() => {
    growing.current = grow;
    if (grow !== 'never' || !ready) return;
    const pause = window.setTimeout(() => startTransition(() => setGrow('screen')), GROW_PAUSE_MS);
    return () => window.clearTimeout(pause);
  }, [grow, fields, ready]);
  useEffect(() => {
    if (!ready) return;
    // The position is read here and on scrolls, never on a key: reading it after the key's
    // render makes the browser lay the page out there and then, inside the key's own frame.
    // Down, to read on: a page that shrinks under a key, or the box scrolled into view as the
    // shopper goes back to it, moves the page up.
    let lastY = window.scrollY;
    const scrolled = () => {
      const y = window.scrollY;
      if (y > lastY && growing.current !== 'ahead') startTransition(() => setGrow('ahead'));
      lastY = y;
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, [ready]);
  return [grow, () => setGrow('never')] as const;
}

/**
 * The dishes on sale that match, narrowed by price and diet, the words to mark in them and, when
 * none match, the closest dishes. Indexed once per menu; a keystroke then looks up its words in
 * the index.
 */
function useSearchResults(
  food: readonly FoodItem[],
  filter: { q: string; min: string; max: string },
  diet: readonly DietFilter[],
) {
  const index = useMemo(() => {
    const onSale = food.filter((dish) => dish.available);
    return { onSale, search: makeDishSearch(onSale) };
  }, [food]);
  usePreparedKeys(index.search, filter.q);
  return useMemo(() => {
    const { q, min, max } = filter;
    const found = q ? index.search.search(q) : { dishes: index.onSale, words: undefined };
    const narrow = (dishes: readonly FoodItem[]) =>
      filterByDiet(filterFood(dishes, { min, max }), diet);
    const results = narrow(found.dishes);
    return {
      results,
      marked: found.words,
      closest: q && results.length === 0 ? narrow(index.search.closest(q, 8)) : [],
    };
  }, [index, filter, diet]);
}

/** The name and the price range, with the range's hint (or why it is not applied). */
function SearchFields({
  fields,
  onChange,
}: {
  fields: Fields;
  onChange: (field: Field, value: string) => void;
}) {
  const min = fields.min === '' ? NaN : Number(fields.min);
  const max = fields.max === '' ? NaN : Number(fields.max);
  const rangeIgnored = Number.isFinite(min) && Number.isFinite(max) && max <= min;
  return (
    <form className="search__form" role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        id="search-name"
        className="search__name"
        label="Search dishes"
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="e.g. pasta"
        value={fields.q}
        onValueChange={(value) => onChange('q', value)}
      />
      {(['min', 'max'] as const).map((bound) => (
        <TextField
          key={bound}
          id={`search-${bound}`}
          label={`${bound === 'min' ? 'Min' : 'Max'} price (₹)`}
          type="number"
          name={bound}
          inputMode="numeric"
          min={0}
          step={10}
          value={fields[bound]}
          aria-describedby="search-range-hint"
          onValueChange={(value) => onChange(bound, value)}
        />
      ))}
      <p
        id="search-range-hint"
        className={rangeIgnored ? 'search__hint search__hint--warn' : 'search__hint'}
      >
        {rangeIgnored
          ? 'The price range is not applied: Max price must be more than Min price.'
          : 'Prices as shown on the menu. Enter both to filter by price.'}
      </p>
    </form>
  );
}

interface SearchStatusProps {
  ready: boolean;
  count: number;
  /** Whether diet filters are on. */
  dieting: boolean;
  onClearDiet: () => void;
}

/** The count, or the empty message, read out as the results change. */
function SearchStatus({ ready, count, dieting, onClearDiet }: SearchStatusProps) {
  return (
    <div className="search__status" role="status" aria-live="polite">
      {ready &&
        (count > 0 ? (
          <p className="search__count">{dishCount(count)}</p>
        ) : (
          <div className="search__state">
            <p className="search__empty">{ROUTE_MESSAGES.noFoodFound}</p>
            <p className="search__empty-hint">
              {dieting
                ? 'Try a shorter name, a wider price range or fewer diet filters.'
                : 'Try a shorter name or a wider price range.'}
            </p>
            {dieting && (
              <button type="button" className="button button--quiet" onClick={onClearDiet}>
                Clear diet filters
              </button>
            )}
          </div>
        ))}
    </div>
  );
}

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const setSearch = useSetSearch();
  const [fields, setFields] = useState(() => ({
    q: searchParams.get('q') ?? '',
    min: searchParams.get('min') ?? '',
    max: searchParams.get('max') ?? '',
  }));
  const { diet } = useDietFilters();
  const { isLoading, isError, refetch } = useFoodListQuery();
  const ready = !isLoading && !isError;
  const food = useAppSelector(selectFoodList);
  const filter = useMemo(
    () => ({ q: fields.q.trim(), min: fields.min, max: fields.max }),
    [fields.q, fields.min, fields.max],
  );
  // The results are drawn with the keystroke itself: the search reads an index (a few
  // milliseconds at 10,000 dishes) and the grid draws one screen of cards, so deferring them
  // would only add a render and a frame before the shopper sees the answer.
  const [batch] = useState(resultsBatch);
  const [grow, keyTyped] = useResultsGrowth(ready, fields);
  const { results, marked, closest } = useSearchResults(food, filter, diet);

  // The address update waiting for typing to pause; dropped when the address changes otherwise
  // (Back, Forward, a chip) or the page closes, so it never undoes a later navigation.
  const pendingAddress = useRef<number>(undefined);
  const cancelAddress = () => window.clearTimeout(pendingAddress.current);
  useEffect(() => cancelAddress, [searchParams]);

  function change(field: Field, value: string) {
    const next = { ...fields, [field]: value };
    setFields(next);
    keyTyped();
    cancelAddress();
    // Built from the fields, not from the (not yet updated) current address.
    pendingAddress.current = window.setTimeout(
      () => startTransition(() => setSearch(addressOf(next, diet), true)),
      ADDRESS_PAUSE_MS,
    );
  }

  /** A diet chip: a history entry of its own, with what is in the fields now. */
  function showDiet(next: readonly DietFilter[]) {
    cancelAddress();
    setSearch(addressOf(fields, next));
  }

  let content;
  if (isError) {
    content = (
      <div className="search__state" role="alert">
        <p>We couldn’t load the menu. Please check your connection.</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (isLoading) {
    content = <DishGridSkeleton />;
  } else if (results.length > 0) {
    content = (
      <DishGrid dishes={results} label="Search results" marked={marked} batch={batch} grow={grow} />
    );
  } else if (closest.length > 0) {
    content = (
      <section className="search__closest" aria-labelledby="search-closest-title">
        <h2 id="search-closest-title" className="section-title">
          Closest dishes
        </h2>
        <DishGrid dishes={closest.slice(0, 4)} label="Closest dishes" />
      </section>
    );
  }

  return (
    <section className="page container search" aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        Search Food
      </h1>
      <OfflineMenuNotice />
      <SearchFields fields={fields} onChange={change} />
      <DietChips diet={diet} onToggle={(key) => showDiet(toggleDiet(diet, key))} />
      {/* The count, or the empty message, is read out as the results change. */}
      <SearchStatus
        ready={ready}
        count={results.length}
        dieting={diet.length > 0}
        onClearDiet={() => showDiet([])}
      />
      {content}
    </section>
  );
}
