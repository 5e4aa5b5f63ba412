/**
 * The one store factory: the app and every test build the store the same way. redux-persist
 * keeps the session and the logged-out cart in localStorage; the api cache is never persisted.
 */
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist';
import { api } from '../api/apiSlice';
import { persistStorage } from './persistStorage';
import { cartSlice, type CartState } from '../features/cart/cartSlice';
import { firstScreenSlice } from '../features/menu/firstScreenSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { uiSlice } from '../features/ui/uiSlice';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [firstScreenSlice.reducerPath]: firstScreenSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/** Only the logged-out cart is kept in the browser; an account's cart is fetched from the server. */
const guestCartOnly = createTransform<CartState, CartState>(
  (cart) =>
    cart.owner === 'guest'
      ? { ...cart, unsyncedChanges: 0 }
      : { items: {}, owner: 'guest', unsyncedChanges: 0 },
  (cart) => cart,
  { whitelist: ['cart'] },
);

// redux-persist's types widen every slice to optional; its reducer keeps the root's shape.
const persistedReducer = persistReducer(
  {
    key: 'storefront',
    version: 1,
    storage: persistStorage,
    whitelist: ['session', 'cart'],
    transforms: [guestCartOnly],
  },
  rootReducer as Reducer<RootState>,
) as unknown as typeof rootReducer;

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}
