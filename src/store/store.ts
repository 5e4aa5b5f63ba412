/**
 * The one store factory: the app and every test build the store the same way. redux-persist
 * keeps the session and the logged-out cart in localStorage; the api cache is never persisted.
 */
import {
  combineReducers,
  configureStore,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
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
import { PERSIST_CONFIG } from './persistStorage';
import { cartSlice } from './cart/cartSlice';
import { firstScreenSlice } from './menu/firstScreenSlice';
import { sessionSlice } from './session/sessionSlice';
import { uiSlice } from './uiSlice';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [firstScreenSlice.reducerPath]: firstScreenSlice.reducer,
  [api.reducerPath]: api.reducer,
});

// redux-persist's types widen every slice to optional; its reducer keeps the root's shape.
const persistedReducer = persistReducer<RootState>(
  PERSIST_CONFIG,
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
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;

export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}
