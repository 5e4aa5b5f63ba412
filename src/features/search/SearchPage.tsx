/**
 * /SearchFood: dishes matching what the shopper types, in names and descriptions, forgiving typos
 * and partial words, name matches first, the matched words marked (features/search/dishSearch.ts);
 * optionally within a price range in rupees as displayed. The search lives in the address
 * (?q=…&min=…&max=…) so it can be shared; the fields keep their own state so typing never waits
 * on the router. When nothing matches, the closest dishes are offered.
 */
import { startTransition, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { DishGrid, DishGridSkeleton } from '../../components/dish/DishGrid';
import { OfflineMenuNotice } from '../../components/OfflineMenuNotice';
import { filterFood, selectFoodList } from '../../store/menu/selectors';
import { makeDishSearch } from './dishSearch';
import './SearchPage.css';
import { TextField } from '../../components/TextField';

type Field = 'q' | 'min' | 'max';

function dishCount(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
}

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [fields, setFields] = useState(() => ({
    q: searchParams.get('q') ?? '',
    min: searchParams.get('min') ?? '',
    max: searchParams.get('max') ?? '',
  }));
  const { isLoading, isError, refetch } = useFoodListQuery();
  const food = useAppSelector(selectFoodList);
  // Indexed once per menu; a keystroke then looks up its words in the index.
  const index = useMemo(() => {
    const onSale = food.filter((dish) => dish.available);
    return { onSale, search: makeDishSearch(onSale) };
  }, [food]);
  const filter = useMemo(
    () => ({ q: fields.q.trim(), min: fields.min, max: fields.max }),
    [fields.q, fields.min, fields.max],
  );
  // The fields follow every keystroke at once; the results follow when React has time, so a
  // large menu never makes typing wait (and the grid renders only its first batch anyway).
  const deferredFilter = useDeferredValue(filter);
  const { results, marked, closest } = useMemo(() => {
    const { q, min, max } = deferredFilter;
    const found = q ? index.search.search(q) : { dishes: index.onSale, words: undefined };
    const priced = filterFood(found.dishes, { min, max });
    return {
      results: priced,
      marked: found.words,
      closest: q && priced.length === 0 ? filterFood(index.search.closest(q, 8), { min, max }) : [],
    };
  }, [index, deferredFilter]);

  function change(field: Field, value: string) {
    const next = { ...fields, [field]: value };
    setFields(next);
    // The address can follow a moment later: the re-render it causes must not delay the field.
    // It is built from the fields, not from the (possibly not yet updated) current address.
    const params = Object.entries(next).filter(([, text]) => text !== '');
    startTransition(() => setSearchParams(params, { replace: true }));
  }

  const min = fields.min === '' ? NaN : Number(fields.min);
  const max = fields.max === '' ? NaN : Number(fields.max);
  const rangeIgnored = Number.isFinite(min) && Number.isFinite(max) && max <= min;

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
    content = <DishGrid dishes={results} label="Search results" marked={marked} />;
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

  const ready = !isLoading && !isError;

  return (
    <section className="page container search" aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        Search Food
      </h1>
      <OfflineMenuNotice />
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
          onValueChange={(value) => change('q', value)}
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
            onValueChange={(value) => change(bound, value)}
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
      {/* The count, or the empty message, is read out as the results change. */}
      <div className="search__status" role="status" aria-live="polite">
        {ready &&
          (results.length > 0 ? (
            <p className="search__count">{dishCount(results.length)}</p>
          ) : (
            <div className="search__state">
              <p className="search__empty">{PAGE_MESSAGES.noFoodFound}</p>
              <p className="search__empty-hint">Try a shorter name or a wider price range.</p>
            </div>
          ))}
      </div>
      {content}
    </section>
  );
}
