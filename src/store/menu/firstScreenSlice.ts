/**
 * The menu's first screen as the server put it into /Menu's HTML: the first batch of dishes and
 * how many there are in all. The page shows it until the whole menu arrives, so the dishes the
 * phone painted before any script ran are what React hydrates; it never changes afterwards. The
 * first load puts it here from the HTML (src/ssr/firstScreen.ts).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { FoodItem } from '../../../contract/api';

export interface MenuFirstScreen {
  dishes: FoodItem[];
  total: number;
  /**
   * The whole menu's categories, for the filter (the first dishes seldom show them all). The
   * server's page brings them in an element of their own.
   */
  categories?: string[];
}

export const firstScreenSlice = createSlice({
  name: 'menuFirstScreen',
  initialState: null as MenuFirstScreen | null,
  reducers: {},
  selectors: {
    selectMenuFirstScreen: (state) => state,
  },
});

export const { selectMenuFirstScreen } = firstScreenSlice.selectors;
