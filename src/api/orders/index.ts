/** Orders: placing one, its lifecycle (every move of an order), invoices and expiry. What other resources use of it. */
export { expireIn, unpaidLapsed } from './expiry';
export { withInvoiceNumber } from './invoice-number';
export { linesOf, moveOrder, returnToOrder, type MoveShop } from './move-order';
export { PaymentIdTaken } from './repository';
export { expireUnpaidOrdersOnRead } from './expiry';
export { staffListFilter } from './staff-list';
export type { StaffListedOrder } from './repository';
export type { StaffOrderFilter } from './staff-list';
export { ORDER, toOrder as orderOfRow, type OrderRow } from './sql-order-row';
