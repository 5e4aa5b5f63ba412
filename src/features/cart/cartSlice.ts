/**
 * The cart: dish id -> quantity, changed at once in the page. Logged out it lives only here (and
 * in localStorage); logged in it mirrors the account's cart, each change also sent to the server
 * and undone here if the server refuses it.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CartData } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { loggedOut } from '../session/sessionSlice';

export interface CartState {
  items: CartData;
  /** Whose cart this is: the browser's own (persisted) or a copy of the account's. */
  owner: 'guest' | 'account';
  /** Changes sent to the server and not yet answered; the server's copy wins only when none are. */
  unsyncedChanges: number;
}

const initialState: CartState = { items: {}, owner: 'guest', unsyncedChanges: 0 };

function add(items: CartData, id: string): void {
  items[id] = (items[id] ?? 0) + 1;
}

function removeOne(items: CartData, id: string): void {
  const quantity = items[id] ?? 0;
  if (quantity <= 1) delete items[id];
  else items[id] = quantity - 1;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded(state, action: PayloadAction<string>) {
      add(state.items, action.payload);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      removeOne(state.items, action.payload);
    },
    /** The account's cart as the server has it (after login, merge or a fetch). */
    accountCartLoaded(state, action: PayloadAction<CartData>) {
      state.items = { ...action.payload };
      state.owner = 'account';
      state.unsyncedChanges = 0;
    },
  },
  extraReducers(builder) {
    builder
      .addCase(loggedOut, () => initialState)
      .addMatcher(api.endpoints.getCart.matchFulfilled, (state, action) => {
        if (state.unsyncedChanges === 0) {
          state.items = { ...action.payload };
          state.owner = 'account';
        }
      })
      .addMatcher(
        isAnyOf(api.endpoints.addToCart.matchPending, api.endpoints.removeFromCart.matchPending),
        (state) => {
          state.unsyncedChanges += 1;
        },
      )
      .addMatcher(
        isAnyOf(
          api.endpoints.addToCart.matchFulfilled,
          api.endpoints.removeFromCart.matchFulfilled,
        ),
        (state, action) => {
          state.unsyncedChanges = Math.max(0, state.unsyncedChanges - 1);
          // Once every change is answered, the server's copy is the truth.
          if (state.unsyncedChanges === 0 && state.owner === 'account')
            state.items = { ...action.payload.cartData };
        },
      )
      .addMatcher(api.endpoints.addToCart.matchRejected, (state, action) => {
        state.unsyncedChanges = Math.max(0, state.unsyncedChanges - 1);
        if (state.owner === 'account') removeOne(state.items, action.meta.arg.originalArgs.itemId);
      })
      .addMatcher(api.endpoints.removeFromCart.matchRejected, (state, action) => {
        state.unsyncedChanges = Math.max(0, state.unsyncedChanges - 1);
        if (state.owner === 'account') add(state.items, action.meta.arg.originalArgs.itemId);
      });
  },
});

export const { itemAdded, itemRemoved, accountCartLoaded } = cartSlice.actions;
