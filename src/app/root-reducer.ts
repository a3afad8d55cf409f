import { combineSlices } from '@reduxjs/toolkit';
import { addressesSlice } from '@/features/addresses/addresses-slice';
import { authSlice } from '@/features/auth/auth-slice';
import { cartSlice } from '@/features/cart/cart-slice';
import { filtersSlice } from '@/features/catalogue/filters-slice';
import { wishlistSlice } from '@/features/wishlist/wishlist-slice';
import { baseApi } from './api';

/**
 * Slices a screen injects when its chunk loads (`slice.injectInto(rootReducer)`), so they are not
 * part of every first load. Each declares itself here with `declare module '@/app/root-reducer'`.
 * @public (only declaration merging uses it, which knip does not see)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * Its own module, apart from the store: a lazily injected slice and the typed listeners need the
 * reducer and its state type, and importing them from the store would import the store's own
 * imports back.
 */
export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  cartSlice,
  wishlistSlice,
  filtersSlice,
  addressesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
