export { selectCartItems, selectCartCount, selectCartItemIds, selectCartLineRequest } from './cart-slice';
export { requestAddToCart } from './cart-api';
export { useCart } from './use-cart';
export { useCartLine } from './use-cart-line';
export { OrderSummary } from './components/order-summary';
