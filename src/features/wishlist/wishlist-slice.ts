import { createSelector, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { sessionEnded, sessionStarted } from '@/app/session';
import type { WishlistItem } from '@/shared/types';
import { wishlistApi } from './wishlist-api';

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };
const { getWishlist, addToWishlist, removeFromWishlist } = wishlistApi.endpoints;

/** Every successful answer replaces the whole wishlist; failures change nothing. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, { payload }) => {
        state.items = payload.user.wishlist;
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(
        isAnyOf(getWishlist.matchFulfilled, addToWishlist.matchFulfilled, removeFromWishlist.matchFulfilled),
        (state, { payload }) => {
          state.items = payload;
        },
      );
  },
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectWishlistCount: (state) => state.items.length,
  },
});

export const { selectWishlistItems, selectWishlistCount } = wishlistSlice.selectors;

export const selectWishlistIds = createSelector(
  [selectWishlistItems],
  (items) => new Set(items.map((item) => item._id)),
);
