import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { addressesSlice } from '@/features/addresses/addresses-slice';
import { authSlice } from '@/features/auth/auth-slice';
import { cartSlice } from '@/features/cart/cart-slice';
import { filtersSlice } from '@/features/catalogue/filters-slice';
import { wishlistSlice } from '@/features/wishlist/wishlist-slice';
import { rootReducer as kernelReducer, type RootState } from '@/kernel/root-reducer';

/**
 * The kernel's reducer with the starting slices in it (one reducer: a lazily loaded slice injects
 * itself into the same one). Typed as the kernel's RootState, so a feature that declares a starting
 * slice the app does not inject here fails to compile.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = kernelReducer
  .inject(authSlice)
  .inject(cartSlice)
  .inject(wishlistSlice)
  .inject(filtersSlice)
  .inject(addressesSlice);
