/**
 * /Menu: every dish, optionally narrowed to one category and by diet filters (all must hold).
 * Both live in the address (?category=Salad&diet=veg,no-nuts), so the carousel can link here and
 * a filtered view can be shared. Until the whole menu arrives, the unfiltered page shows the
 * first screen the server put into its HTML; a filtered one shows the skeleton.
 */
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFoodListQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { DishGrid, DishGridSkeleton } from '../../components/dish/DishGrid';
import {
  Chip,
  DietChips,
  dietNames,
  useDietFilters,
  useSetSearch,
} from '../../components/dish/DietChips';
import { DIET_PARAM, dietParam, filterByDiet } from '../../store/menu/diet';
import { OfflineMenuNotice } from '../../components/OfflineMenuNotice';
import { categorySpelling, sameCategory } from '../../store/menu/categories';
import { selectMenuFirstScreen } from '../../store/menu/firstScreenSlice';
import { selectCategories, selectFilteredFood } from '../../store/menu/selectors';
import './menu.css';

export function MenuPage() {
  const [searchParams] = useSearchParams();
  const setSearch = useSetSearch();
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
  const { diet, toggle, clear } = useDietFilters();
  const filter = useMemo(() => ({ category }), [category]);
  const inCategory = useAppSelector((state) => selectFilteredFood(state, filter));
  const dishes = useMemo(() => filterByDiet(inCategory, diet), [inCategory, diet]);
  const { isLoading, isError, refetch } = useFoodListQuery();
  const firstScreen = useAppSelector(selectMenuFirstScreen);
  // The first screen is the unfiltered menu's: a filtered address waits for the whole menu.
  const unfiltered = !category && diet.length === 0;
  const early = isLoading && unfiltered && firstScreen?.dishes.length ? firstScreen : undefined;
  // Cards render in the background (in slices, a tap is never kept waiting): the whole menu
  // replacing the first screen, or another category's dishes.
  const current = useMemo(
    () =>
      early
        ? { dishes: early.dishes, total: early.total, category: null, diet: '' }
        : { dishes, total: dishes.length, category, diet: dietNames(diet) },
    [early, dishes, category, diet],
  );
  const shown = useDeferredValue(current);

  // A category keeps the diet filters chosen, and the other way round.
  const choose = (name: string | null) => {
    const params = new URLSearchParams();
    if (name) params.set('category', name);
    if (diet.length > 0) params.set(DIET_PARAM, dietParam(diet));
    setSearch(params);
  };

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
        <Chip pressed={!category} onPress={() => choose(null)}>
          All
        </Chip>
        {chips.map((name) => (
          <Chip key={name} pressed={name === category} onPress={() => choose(name)}>
            {name}
          </Chip>
        ))}
      </div>
      <DietChips diet={diet} onToggle={toggle} />

      {isError ? (
        <div className="menu__state" role="alert">
          <p>We couldn’t load the menu. Please check your connection.</p>
          <button type="button" className="button" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : isLoading && !early ? (
        <DishGridSkeleton />
      ) : shown.total === 0 && inCategory.length > 0 ? (
        <div className="menu__state">
          <p>
            {category
              ? `No dishes in “${category}” match these diet filters.`
              : 'No dishes match these diet filters.'}
          </p>
          <button type="button" className="button button--quiet" onClick={clear}>
            Clear diet filters
          </button>
        </div>
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
            {shown.diet ? ` (${shown.diet})` : ''}
          </p>
          <DishGrid dishes={shown.dishes} total={shown.total} />
        </>
      )}
    </section>
  );
}
