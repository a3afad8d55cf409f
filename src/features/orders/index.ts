export { useGetOrderQuery } from './orders-api';
export { useOrders } from './use-orders';
export { TaxInvoiceView } from './components/tax-invoice-view';
export { PaymentMethodChoice } from './components/payment-method-choice';
export { OrderDetails } from './components/order-details';
export { OrderHistory } from './components/order-history';
export { Celebration } from './components/celebration';
export { usePlaceOrder, isOrderPlacedState, type OrderPlacedState } from './use-place-order';
