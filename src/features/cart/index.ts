export { selectCartItems, selectCartCount, selectCartItemIds } from './cart-slice';
export { useGetCartQuery, requestAddToCart } from './cart-api';
export { useCartLine } from './use-cart-line';
export { OrderSummary } from './components/order-summary';
