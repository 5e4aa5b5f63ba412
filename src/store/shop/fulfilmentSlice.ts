/**
 * Delivery or pickup, as the shopper chose it last, and the PIN code last delivered to
 * (docs/product.md#delivery-or-pickup): kept in this browser (redux-persist), so the next order
 * starts from the same choice and /Cart shows that PIN code's fee before checkout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Fulfilment } from '../../../contract/fulfilment';

export interface FulfilmentState {
  fulfilment: Fulfilment;
  /** A 6-digit PIN code, or '' before checkout has known one. */
  pin: string;
}

const initialState: FulfilmentState = { fulfilment: 'delivery', pin: '' };

export const fulfilmentSlice = createSlice({
  name: 'fulfilment',
  initialState,
  reducers: {
    fulfilmentChosen(state, action: PayloadAction<Fulfilment>) {
      state.fulfilment = action.payload;
    },
    pinKnown(state, action: PayloadAction<string>) {
      state.pin = action.payload;
    },
  },
  selectors: {
    selectFulfilment: (state) => state.fulfilment,
    selectKnownPin: (state) => state.pin ?? '',
  },
});

export const { fulfilmentChosen, pinKnown } = fulfilmentSlice.actions;
export const { selectFulfilment, selectKnownPin } = fulfilmentSlice.selectors;
