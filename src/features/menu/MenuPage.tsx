/**
 * /Menu: every dish, optionally narrowed to one category. The category lives in the address
 * (?category=Salad), so the carousel can link here and a filtered view can be shared. Until the
 * whole menu arrives, the unfiltered page shows the first screen the server put into its HTML.
 */
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../app/hooks';
import { DishGrid, DishGridSkeleton } from '../../components/dish/DishGrid';
import { selectMenuFirstScreen } from './firstScreenSlice';
import { selectCategories, selectFilteredFood } from './selectors';
import './menu.css';

export function MenuPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useAppSelector(selectCategories);
  const wanted = searchParams.get('category');
  // The address may say 'salad' or 'Salad'; the chip shows the menu's own spelling.
  const category =
    categories.find((item) => item.name.toLowerCase() === wanted?.toLowerCase())?.name ?? wanted;
  const filter = useMemo(() => ({ category }), [category]);
  const dishes = useAppSelector((state) => selectFilteredFood(state, filter));
  const { isLoading, isError, refetch } = useFoodListQuery();
  const firstScreen = useAppSelector(selectMenuFirstScreen);
  const early = isLoading && !category && firstScreen?.dishes.length ? firstScreen : undefined;
  // Cards render in the background (in slices, a tap is never kept waiting): the whole menu
  // replacing the first screen, or another category's dishes.
  const current = useMemo(
    () =>
      early
        ? { dishes: early.dishes, total: early.total, category: null }
        : { dishes, total: dishes.length, category },
    [early, dishes, category],
  );
  const shown = useDeferredValue(current);

  const choose = (name: string | null) => setSearchParams(name ? { category: name } : {});

  return (
    <section className="page container menu" aria-labelledby="menu-title">
      <h1 id="menu-title" className="page-title">
        Our Menu
      </h1>
      <p className="lead menu__lead">
        Cooked to order from fresh ingredients. Add what you fancy; your bag keeps it for you.
      </p>

      <div className="chips" role="group" aria-label="Filter by category">
        <button
          type="button"
          className="chip"
          aria-pressed={!category}
          onClick={() => choose(null)}
        >
          All
        </button>
        {categories.map((item) => (
          <button
            key={item.name}
            type="button"
            className="chip"
            aria-pressed={item.name === category}
            onClick={() => choose(item.name)}
          >
            {item.name}
          </button>
        ))}
      </div>

      {isError ? (
        <div className="menu__state" role="alert">
          <p>We couldn’t load the menu. Please check your connection.</p>
          <button type="button" className="button" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : isLoading && !early ? (
        <DishGridSkeleton />
      ) : shown.total === 0 ? (
        <div className="menu__state">
          <p>{category ? `No dishes in “${category}” right now.` : 'No dishes on the menu yet.'}</p>
          {category && (
            <button type="button" className="button button--quiet" onClick={() => choose(null)}>
              Show all dishes
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="menu__count" role="status">
            {shown.total} {shown.total === 1 ? 'dish' : 'dishes'}
            {shown.category ? ` in ${shown.category}` : ''}
          </p>
          <DishGrid dishes={shown.dishes} total={shown.total} />
        </>
      )}
    </section>
  );
}
