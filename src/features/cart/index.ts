export {
  cartSlice,
  selectCartItems,
  selectCartCount,
  selectCartTotals,
  selectCartItemIds,
} from './cart-slice';
export {
  useGetCartQuery,
  useAddToCartMutation,
  useChangeCartQtyMutation,
  useRemoveFromCartMutation,
} from './cart-api';
