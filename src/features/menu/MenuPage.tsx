/**
 * /Menu: every dish, optionally narrowed to one category. The category lives in the address
 * (?category=Salad), so the carousel can link here and a filtered view can be shared. Until the
 * whole menu arrives, the unfiltered page shows the first screen the server put into its HTML.
 */
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { DishGrid, DishGridSkeleton } from '../../components/dish/DishGrid';
import { OfflineMenuNotice } from '../../components/OfflineMenuNotice';
import { categorySpelling, sameCategory } from '../../store/menu/categories';
import { selectMenuFirstScreen } from '../../store/menu/firstScreenSlice';
import { selectCategories, selectFilteredFood } from '../../store/menu/selectors';
import './menu.css';

export function MenuPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const known = useAppSelector(selectCategories);
  const wanted = searchParams.get('category');
  // The address may say 'salad' or 'Salad'; the chip shows the menu's own spelling.
  const listed = wanted ? known?.find((item) => sameCategory(item.name, wanted)) : undefined;
  const category = listed?.name ?? (wanted ? categorySpelling(wanted) : null);
  // The chips are the menu's categories, once it is known. A category the address asks for that
  // has no dishes stays chosen (the list says it is empty), last, so no chip moves.
  const chips = useMemo(() => {
    const names = (known ?? []).map((item) => item.name);
    return known && category && !listed ? [...names, category] : names;
  }, [known, category, listed]);
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
      <OfflineMenuNotice />

      <div className="chips" role="group" aria-label="Filter by category">
        <button
          type="button"
          className="chip"
          aria-pressed={!category}
          onClick={() => choose(null)}
        >
          All
        </button>
        {chips.map((name) => (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={name === category}
            onClick={() => choose(name)}
          >
            {name}
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
