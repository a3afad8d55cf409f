import { DELIVERY_CHARGE, DISCOUNT } from './constants';
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

export function amountSaved(amounts: OrderAmounts): number {
  return amounts.subTotal - amounts.grandTotal;
}

/** Paise are whole numbers; rounding keeps a fractional price from making 12345.000000001. */
export function amountInPaise(amounts: OrderAmounts): number {
  return Math.round(amounts.grandTotal * 100);
}
