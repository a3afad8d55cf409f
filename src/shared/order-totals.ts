import { DELIVERY_CHARGE, DISCOUNT } from './constants';
import { formatRupees } from './format-rupees';
import type { OrderAmounts } from './types';

interface PricedLine {
  price: number;
  qty: number;
}

/** Spec §9: grand total = sub-total + 50 − 499; the same formula runs on the server. */
export function computeOrderAmounts(lines: readonly PricedLine[]): OrderAmounts {
  const subTotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  return {
    subTotal,
    delivery: DELIVERY_CHARGE,
    discount: DISCOUNT,
    grandTotal: subTotal + DELIVERY_CHARGE - DISCOUNT,
  };
}

/**
 * The lowest price (whole rupees) a product may have: one pair of it, less the fixed discount and
 * plus the delivery charge, still costs ₹1. A lower price would make an order of it free or
 * negative (an invoice for nothing, or a refused payment), so staff cannot set one.
 */
export const MIN_PRODUCT_PRICE = DISCOUNT - DELIVERY_CHARGE + 1;

/** Why a price (or MRP) below MIN_PRODUCT_PRICE is refused: the staff form and the backend say it alike. */
export const belowMinimumPrice = (what: 'price' | 'MRP') =>
  `The ${what} must be at least ${formatRupees(MIN_PRODUCT_PRICE)}: below it the ${formatRupees(DISCOUNT)} discount, less the ${formatRupees(DELIVERY_CHARGE)} delivery, would make an order of one pair cost nothing.`;

export function amountSaved(amounts: OrderAmounts): number {
  return amounts.subTotal - amounts.grandTotal;
}

/** Paise are whole numbers; rounding keeps a fractional price from making 12345.000000001. */
export function amountInPaise(amounts: OrderAmounts): number {
  return Math.round(amounts.grandTotal * 100);
}
