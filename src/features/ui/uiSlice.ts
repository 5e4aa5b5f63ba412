/** Which dialog is open over the page. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DialogName = 'login' | 'signup';

export interface UiState {
  openDialog: DialogName | null;
}

const initialState: UiState = { openDialog: null };

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
  },
});

export const { dialogOpened, dialogClosed } = uiSlice.actions;
export const { selectOpenDialog } = uiSlice.selectors;
