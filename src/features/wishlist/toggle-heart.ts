import { createAsyncThunk } from '@reduxjs/toolkit';
import { sendFollowed } from '@/kernel/in-flight';
import type { CatalogueProduct } from '@/shared/types';
import { wishlistApi } from './wishlist-api';
import { selectHeartRequest, selectWishlistIds } from './wishlist-slice';

type WishlistRootState = Parameters<typeof selectWishlistIds>[0] & Parameters<typeof selectHeartRequest>[0];

/**
 * The heart (spec §2): adds the product, or removes it when it is already wishlisted, as the
 * store says at the moment of the click. `wishlist/toggleHeart/*` in DevTools says which product
 * the shopper pressed and how it ended; the request itself is the endpoint's. Resolves with
 * whether the product was added, or rejects with the server's error; while a request runs for the
 * heart (the wishlist slice) it does nothing and rejects with `meta.condition` set.
 */
export const toggleHeart = createAsyncThunk<
  { added: boolean },
  CatalogueProduct,
  { state: WishlistRootState; rejectValue: unknown }
>(
  'wishlist/toggleHeart',
  async (product, { dispatch, getState, rejectWithValue }) => {
    const remove = selectWishlistIds(getState()).has(product._id);
    const { endpoints } = wishlistApi;
    const result = await (remove
      ? dispatch(sendFollowed(endpoints.removeFromWishlist, product._id))
      : dispatch(sendFollowed(endpoints.addToWishlist, product)));
    if (result.error) return rejectWithValue(result.error);
    return { added: !remove };
  },
  {
    condition: (product, { getState }) => selectHeartRequest(getState(), product._id) === null,
  },
);
