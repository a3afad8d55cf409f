/**
 * Indian pincodes for every backend: where a pincode is (GeoNames data, CC BY 4.0; see
 * docs/decisions.md) and by when the shop delivers there.
 */
export { deliveryDateFor, secondsUntilPromiseChanges } from './delivery-date';
export { lookupPincode } from './lookup';
export { pincodeRoutes } from './routes';
