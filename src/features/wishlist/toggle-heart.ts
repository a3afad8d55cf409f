import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Product } from '@/shared/types';
import { wishlistApi } from './wishlist-api';
import { selectWishlistIds } from './wishlist-slice';

type WishlistRootState = Parameters<typeof selectWishlistIds>[0];

/**
 * The heart (spec §2): adds the product, or removes it when it is already wishlisted, as the
 * store says at the moment of the click. `wishlist/toggleHeart/*` in DevTools says which product
 * the shopper pressed and how it ended; the request itself is the endpoint's. Resolves with
 * whether the product was added, or rejects with the server's error.
 */
export const toggleHeart = createAsyncThunk<
  { added: boolean },
  Product,
  { state: WishlistRootState; rejectValue: unknown }
>('wishlist/toggleHeart', async (product, { dispatch, getState, rejectWithValue }) => {
  const remove = selectWishlistIds(getState()).has(product._id);
  const { endpoints } = wishlistApi;
  const result = await (remove
    ? dispatch(endpoints.removeFromWishlist.initiate(product._id, { track: false }))
    : dispatch(endpoints.addToWishlist.initiate(product, { track: false })));
  if (result.error) return rejectWithValue(result.error);
  return { added: !remove };
});
