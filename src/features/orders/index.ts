export { useOrders } from './use-orders';
export { OrderHistory } from './components/order-history';
export { Celebration } from './components/celebration';
export { usePlaceOrder, isOrderPlacedState, type OrderPlacedState } from './use-place-order';
