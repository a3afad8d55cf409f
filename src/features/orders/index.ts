export { useGetOrdersQuery, useCreateOrderMutation, useConfirmPaymentMutation } from './orders-api';
export type { PaymentConfirmation } from './orders-api';
export { OrderHistory } from './components/order-history';
export { Celebration } from './components/celebration';
export { usePlaceOrder, isOrderPlacedState, type OrderPlacedState } from './use-place-order';
