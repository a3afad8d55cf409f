import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { trackInFlight, type InFlightState } from '@/kernel/in-flight';
import { sessionEnded } from '@/kernel/session';
import { sessionListSelectors } from '@/kernel/session-lists';
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

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface StartingSlices extends WithSlice<typeof wishlistSlice> {}
}

export const { selectHeartRequest } = wishlistSlice.selectors;

const wishlistItems = sessionListSelectors(wishlistApi.endpoints.getWishlist.select);
export const selectWishlistItems = wishlistItems.selectItems;
export const selectWishlistCount = wishlistItems.selectCount;
export const selectWishlistIds = wishlistItems.selectIds;
