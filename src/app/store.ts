import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addressesSlice } from '@/features/addresses/addresses-slice';
import { authSlice } from '@/features/auth/auth-slice';
import { registerAuthListeners } from '@/features/auth/auth-listeners';
import { cartSlice } from '@/features/cart/cart-slice';
import { filtersSlice } from '@/features/catalogue/filters-slice';
import { wishlistSlice } from '@/features/wishlist/wishlist-slice';
import { baseApi } from './api';
import { listenerMiddleware, startAppListening } from './listener';

/**
 * Slices a screen injects when its chunk loads (`slice.injectInto(rootReducer)`), so they are not
 * part of every first load. Each declares itself here with `declare module '@/app/store'`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  cartSlice,
  wishlistSlice,
  filtersSlice,
  addressesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

registerAuthListeners(startAppListening);

/** A new store per page load and per test; `preloadedState` puts a test where it needs to be. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
    devTools: { name: 'SneakerHub storefront' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
