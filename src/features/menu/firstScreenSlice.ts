/**
 * The menu's first screen as the server put it into /Menu's HTML: the first batch of dishes and
 * how many there are in all. The page shows it until the whole menu arrives, so the dishes the
 * phone painted before any script ran are what React hydrates; it never changes afterwards.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { FoodItem } from '../../../contract/api';

export interface MenuFirstScreen {
  dishes: FoodItem[];
  total: number;
}

/**
 * Enough dishes to fill a laptop's first screen (3 rows of 4) or a phone's, and no more: every
 * card in the HTML is markup to parse and lay out before the first paint.
 */
export const FIRST_SCREEN_DISHES = 12;

/** The id of the script element that carries it (JSON) in the HTML. */
export const FIRST_SCREEN_ELEMENT_ID = 'menu-first-screen';

export const firstScreenSlice = createSlice({
  name: 'menuFirstScreen',
  initialState: null as MenuFirstScreen | null,
  reducers: {},
  selectors: {
    selectMenuFirstScreen: (state) => state,
  },
});

export const { selectMenuFirstScreen } = firstScreenSlice.selectors;

/** The first screen of a menu: its first `count` dishes and its size. */
export function firstScreenOf(menu: readonly FoodItem[], count: number): MenuFirstScreen {
  return { dishes: menu.slice(0, count), total: menu.length };
}

/** JSON that is safe inside a script element: no '<' can close it. */
export function firstScreenJson(firstScreen: MenuFirstScreen): string {
  return JSON.stringify(firstScreen).replace(/</g, '\\u003c');
}

/** Reads what the HTML brought; null when it brought nothing usable. */
export function readFirstScreen(doc: Document): MenuFirstScreen | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MenuFirstScreen> | null;
    if (!value || !Array.isArray(value.dishes) || typeof value.total !== 'number') return null;
    return { dishes: value.dishes, total: value.total };
  } catch {
    return null;
  }
}
