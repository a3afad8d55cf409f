export {
  selectCartItems,
  selectCartCount,
  selectCartItemIds,
  selectCartLineRequest,
  requestAddToCart,
} from './cart-slice';
export { useCart } from './use-cart';
export { useCartLine } from './use-cart-line';
export { OrderSummary } from './components/order-summary';
