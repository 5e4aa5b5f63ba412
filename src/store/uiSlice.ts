/**
 * Which dialog is open over the page, and whether this visitor's saved session and cart are known
 * yet. They are not in the HTML prerendered for everyone, nor while React hydrates it: parts that
 * depend on the visitor (the account controls, the bag's count, the cart, the orders) show a
 * neutral placeholder of the same size until they are, never a logged-out or empty state that
 * may be false (docs/architecture.md, "First load").
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DialogName = 'login' | 'signup' | 'forgot';

export interface UiState {
  openDialog: DialogName | null;
  visitorKnown: boolean;
}

const initialState: UiState = { openDialog: null, visitorKnown: true };

/** The state the prerender and the hydration render from: the visitor is not known there. */
export const VISITOR_UNKNOWN: UiState = { openDialog: null, visitorKnown: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<DialogName>) {
      state.openDialog = action.payload;
    },
    dialogClosed(state) {
      state.openDialog = null;
    },
  },
  selectors: {
    selectOpenDialog: (state) => state.openDialog,
    selectVisitorKnown: (state) => state.visitorKnown,
  },
});

export const { dialogOpened, dialogClosed } = uiSlice.actions;
export const { selectOpenDialog, selectVisitorKnown } = uiSlice.selectors;
