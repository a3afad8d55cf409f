/** Orders: placing one, its lifecycle (every move of an order), invoices and expiry. What other resources use of it. */
export { expireIn, unpaidLapsed } from './expiry';
export { withInvoiceNumber } from './invoice-number';
export { linesOf, moveOrder, returnToOrder, type MoveShop } from './move-order';
export { PaymentIdTaken } from './repository';
