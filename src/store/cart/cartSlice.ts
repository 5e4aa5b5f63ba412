/**
 * The logged-out cart: dish id -> quantity, kept in this browser (redux-persist) and followed by
 * its other tabs (src/store/tabs.ts). A signed-in shopper's cart is not here: it is the account's,
 * in the `getCart` cache (cartApi.ts). Signing in merges this one into it and empties it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartData } from '../../../contract/api';

export interface CartState {
  items: CartData;
}

const initialState: CartState = { items: {} };

/** One more (`step` 1) or one fewer (-1) of a dish; at 0 the dish leaves the cart. */
export function changeQuantity(cart: CartData, itemId: string, step: 1 | -1): void {
  const quantity = (cart[itemId] ?? 0) + step;
  if (quantity > 0) cart[itemId] = quantity;
  else delete cart[itemId];
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded(state, action: PayloadAction<string>) {
      changeQuantity(state.items, action.payload, 1);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      changeQuantity(state.items, action.payload, -1);
    },
    /** Merged into the account's cart at sign-in: nothing is left in the browser. */
    emptied() {
      return initialState;
    },
  },
});

export const { itemAdded, itemRemoved, emptied } = cartSlice.actions;
