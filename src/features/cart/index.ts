export {
  cartSlice,
  selectCartItems,
  selectCartCount,
  selectCartTotals,
  selectCartItemIds,
} from './cart-slice';
export {
  useGetCartQuery,
  requestAddToCart,
  useChangeCartQtyMutation,
  useRemoveFromCartMutation,
} from './cart-api';
export { registerCartListeners } from './cart-listeners';
export { useCartLine } from './use-cart-line';
export { OrderSummary } from './components/order-summary';
