import { createSelector } from '@reduxjs/toolkit';
import { createSessionList } from '@/app/session-list';
import { computeOrderAmounts } from '@/shared/order-totals';
import { cartApi } from './cart-api';

const cart = createSessionList('cart', (user) => user.cart, cartApi.endpoints.getCart.select);

export const cartSlice = cart.slice;
export const selectCartItems = cart.selectItems;
export const selectCartCount = cart.selectCount;
export const selectCartItemIds = cart.selectIds;
export const selectCartTotals = createSelector([selectCartItems], (items) => computeOrderAmounts(items));
