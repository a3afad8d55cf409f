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
export { useCartLine } from './use-cart-line';
export { OrderSummary } from './components/order-summary';
