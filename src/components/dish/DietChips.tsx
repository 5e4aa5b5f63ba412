/**
 * The chips of /Menu and /SearchFood: toggle buttons (aria-pressed) for a category or a diet
 * filter. The diet filters live in the address (`diet=veg,no-nuts`), each press a history
 * entry, so Back and Forward step through them and a filtered view can be shared or reloaded.
 */
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DIET_FILTERS,
  DIET_PARAM,
  dietParam,
  parseDiet,
  toggleDiet,
  type DietFilter,
} from '../../store/menu/diet';
import './chips.css';

export function Chip({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onPress}>
      {children}
    </button>
  );
}

/**
 * Goes to this page with other parameters (a history entry unless `replace`), its commas kept as
 * they are ('diet=veg,no-nuts', not 'veg%2Cno-nuts'): an address a person can read and share.
 */
export function useSetSearch() {
  const navigate = useNavigate();
  return (params: URLSearchParams | Array<[string, string]>, replace = false) => {
    const search = new URLSearchParams(params).toString().replaceAll('%2C', ',');
    void navigate({ search: search && `?${search}` }, { replace });
  };
}

/** The diet filters the address asks for, and the ways to change them (each a history entry). */
export function useDietFilters() {
  const [searchParams] = useSearchParams();
  const setSearch = useSetSearch();
  const asked = searchParams.get(DIET_PARAM);
  const diet = useMemo(() => parseDiet(asked), [asked]);
  const set = (next: readonly DietFilter[]) => {
    const params = new URLSearchParams(searchParams);
    const value = dietParam(next);
    if (value) params.set(DIET_PARAM, value);
    else params.delete(DIET_PARAM);
    setSearch(params);
  };
  return {
    diet,
    toggle: (key: DietFilter) => set(toggleDiet(diet, key)),
    clear: () => set([]),
  };
}

/** The chips' names joined for a sentence: 'Veg, No nuts'. */
export const dietNames = (diet: readonly DietFilter[]) =>
  DIET_FILTERS.filter(({ key }) => diet.includes(key))
    .map(({ name }) => name)
    .join(', ');

export function DietChips({
  diet,
  onToggle,
}: {
  diet: readonly DietFilter[];
  onToggle: (key: DietFilter) => void;
}) {
  return (
    <div className="chips chips--diet" role="group" aria-label="Filter by diet">
      {DIET_FILTERS.map(({ key, name }) => (
        <Chip key={key} pressed={diet.includes(key)} onPress={() => onToggle(key)}>
          {name}
        </Chip>
      ))}
    </div>
  );
}
