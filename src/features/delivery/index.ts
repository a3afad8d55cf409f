export { DeliveryEstimate } from './components/delivery-estimate';
export { DeliveryLine } from './components/delivery-line';
