/**
 * The logged-out cart: line key -> quantity (contract/options.ts lineKeyOf: a plain dish's key is
 * its id, a dish with options or a note has a key of its own), kept in this browser (redux-persist) and followed by
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

/** One more (`step` 1) or one fewer (-1) of a cart line; at 0 the line leaves the cart. */
export function changeQuantity(cart: CartData, lineKey: string, step: 1 | -1): void {
  const quantity = (cart[lineKey] ?? 0) + step;
  if (quantity > 0) cart[lineKey] = quantity;
  else delete cart[lineKey];
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** One more of the line whose key is the payload. */
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
