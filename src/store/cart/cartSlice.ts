/**
 * The logged-out cart: dish id -> quantity, kept in this browser (redux-persist) and followed by
 * its other tabs (src/store/tabs.ts). A signed-in shopper's cart is not here: it is the account's,
 * in the `getCart` cache (cartApi.ts). Signing in merges this one into it and empties it. The
 * applied promo code is kept here whoever owns the cart.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartData } from '../../../contract/api';

export interface CartState {
  items: CartData;
  /** The promo code the shopper applied (docs/product.md#cart), kept with the cart, signed in or not. */
  promo?: string;
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
    /** Merged into the account's cart at sign-in: no dish is left in the browser (the code stays). */
    emptied(state) {
      state.items = {};
    },
    /** A code the server accepted, or none (removed, or the shopper logged out). */
    promoCodeSet(state, action: PayloadAction<string | undefined>) {
      state.promo = action.payload;
    },
  },
});

export const { itemAdded, itemRemoved, emptied, promoCodeSet } = cartSlice.actions;
