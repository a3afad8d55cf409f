import { createSlice } from '@reduxjs/toolkit';
import { trackInFlight, type InFlightState } from '@/app/in-flight';
import { sessionEnded } from '@/app/session';
import { sessionListSelectors } from '@/app/session-list';
import { wishlistApi } from './wishlist-api';

/** Which request runs for a product's heart. */
export type HeartRequest = 'adding' | 'removing';

const initialState: InFlightState<HeartRequest> = { inFlight: {} };

/** The hearts in flight, by product `_id`; the wishlist itself is `getWishlist`'s cache entry. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { addToWishlist, removeFromWishlist } = wishlistApi.endpoints;
    builder.addCase(sessionEnded, () => initialState);
    trackInFlight(
      builder,
      addToWishlist,
      (product) => product._id,
      () => 'adding',
    );
    trackInFlight(
      builder,
      removeFromWishlist,
      (productId) => productId,
      () => 'removing',
    );
  },
  selectors: {
    selectHeartRequest: (state, productId: string): HeartRequest | null => state.inFlight[productId] ?? null,
  },
});

export const { selectHeartRequest } = wishlistSlice.selectors;

const wishlistItems = sessionListSelectors(wishlistApi.endpoints.getWishlist.select);
export const selectWishlistItems = wishlistItems.selectItems;
export const selectWishlistCount = wishlistItems.selectCount;
export const selectWishlistIds = wishlistItems.selectIds;
