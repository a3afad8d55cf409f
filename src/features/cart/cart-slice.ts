import { createSelector, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { cartChangedByServer, sessionEnded, sessionStarted } from '@/app/session';
import { computeOrderAmounts } from '@/shared/order-totals';
import type { CartItem } from '@/shared/types';
import { cartApi } from './cart-api';

export interface CartState {
  items: CartItem[];
}

const initialState: CartState = { items: [] };

const { getCart, addToCart, changeCartQty, removeFromCart } = cartApi.endpoints;

/** Spec §4: every successful answer replaces the whole cart; failures change nothing. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, { payload }) => {
        state.items = payload.user.cart;
      })
      .addCase(sessionEnded, () => initialState)
      .addCase(cartChangedByServer, (state, { payload }) => {
        state.items = payload;
      })
      .addMatcher(
        isAnyOf(
          getCart.matchFulfilled,
          addToCart.matchFulfilled,
          changeCartQty.matchFulfilled,
          removeFromCart.matchFulfilled,
        ),
        (state, { payload }) => {
          state.items = payload;
        },
      );
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.length,
  },
});

export const { selectCartItems, selectCartCount } = cartSlice.selectors;

export const selectCartTotals = createSelector([selectCartItems], (items) => computeOrderAmounts(items));

export const selectCartItemIds = createSelector(
  [selectCartItems],
  (items) => new Set(items.map((item) => item._id)),
);
