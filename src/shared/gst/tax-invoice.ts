import type { Order, OrderAmounts } from '../types';
import { footwearScheduleOn, SNEAKER_HSN, type GstSchedule } from './footwear-gst-rates';

/** Who sells: printed at the head of every invoice; its state decides CGST + SGST or IGST. */
export interface Seller {
  name: string;
  address: string;
  state: string;
  gstin: string;
}

/** Within the seller's state: CGST + SGST, half the rate each. Across states: IGST. */
export type SupplyKind = 'intra-state' | 'inter-state';

/** Every amount in paise (whole numbers): the invoice adds up to the paisa. */
export interface TaxInvoiceLine {
  description: string;
  hsn: string;
  qty: number;
  /** The catalogue price of one pair, GST included. */
  unitPrice: number;
  /** unitPrice × qty. */
  listValue: number;
  /** This line's share of the delivery charge less the discount (negative: the discount is larger). */
  adjustment: number;
  taxableValue: number;
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** listValue + adjustment, which is also taxableValue + cgst + sgst + igst. */
  total: number;
}

export type InvoiceTotals = Pick<
  TaxInvoiceLine,
  'listValue' | 'adjustment' | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'
>;

export interface TaxInvoice {
  number: string;
  /** The order's own number (`SH-100042`), which the shopper and staff know it by. */
  orderNumber: string;
  /** YYYY-MM-DD, in India. */
  date: string;
  seller: Seller;
  buyer: { name: string; address: string; state: string };
  /** The delivery address's state (for goods, where their movement ends). */
  placeOfSupply: string;
  supply: SupplyKind;
  lines: TaxInvoiceLine[];
  totals: InvoiceTotals;
  /** The order's delivery charge and discount, in paise, as the lines' adjustments spread them. */
  delivery: number;
  discount: number;
  rateSource: string;
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The date in India (YYYY-MM-DD) of a timestamp. */
export function indiaDate(timestamp: string): string {
  return new Date(new Date(timestamp).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** a / b rounded half up, for a ≥ 0 and b > 0 whole numbers. */
const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Spreads `amount` paise over `weights` in proportion, as whole paise that add up to it exactly
 * (largest remainder first).
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const size = Math.abs(amount);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (size * weight) / total);
  const shares = exact.map(Math.floor);
  let left = size - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => (amount < 0 ? -share : share));
}

/**
 * The slab for a line worth `value` paise (GST included) over `qty` pairs: the first whose limit
 * the value of one pair, GST excluded at that slab's rate, does not exceed.
 */
function slabRate(schedule: GstSchedule, value: number, qty: number): number {
  for (const { maxPerPairRupees, ratePercent } of schedule.slabs) {
    // value / qty / (1 + rate/100) ≤ max × 100 paise, in whole numbers.
    if (maxPerPairRupees === null || value * 100 <= maxPerPairRupees * 100 * qty * (100 + ratePercent)) {
      return ratePercent;
    }
  }
  throw new Error('a GST schedule must end with a slab without a limit');
}

interface PricedLine {
  title: string;
  price: number;
  qty: number;
}

/**
 * The invoice's lines: prices include GST; the delivery charge less the discount is spread over the
 * lines in proportion to their value (docs/decisions.md says why); each line's tax is taken out of
 * its value at its slab's rate, half CGST and half SGST within the state, IGST across states.
 */
export function invoiceLines(
  items: readonly PricedLine[],
  amounts: OrderAmounts,
  supply: SupplyKind,
  date: string,
): TaxInvoiceLine[] {
  const schedule = footwearScheduleOn(date);
  const listValues = items.map((item) => Math.round(item.price * 100) * item.qty);
  const adjustments = spread(Math.round((amounts.delivery - amounts.discount) * 100), listValues);
  return items.map((item, index) => {
    const listValue = listValues[index] ?? 0;
    const adjustment = adjustments[index] ?? 0;
    const total = listValue + adjustment;
    const ratePercent = slabRate(schedule, total, item.qty);
    const half = supply === 'intra-state' ? roundDiv(total * ratePercent, 2 * (100 + ratePercent)) : 0;
    const igst = supply === 'inter-state' ? roundDiv(total * ratePercent, 100 + ratePercent) : 0;
    return {
      description: item.title,
      hsn: SNEAKER_HSN,
      qty: item.qty,
      unitPrice: Math.round(item.price * 100),
      listValue,
      adjustment,
      taxableValue: total - 2 * half - igst,
      ratePercent,
      cgst: half,
      sgst: half,
      igst,
      total,
    };
  });
}

const TOTAL_KEYS = ['listValue', 'adjustment', 'taxableValue', 'cgst', 'sgst', 'igst', 'total'] as const;

export function invoiceTotals(lines: readonly TaxInvoiceLine[]): InvoiceTotals {
  const totals = Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0])) as InvoiceTotals;
  for (const line of lines) for (const key of TOTAL_KEYS) totals[key] += line[key];
  return totals;
}

/** The GST tax invoice of a paid or Cash on Delivery order; null before it has an invoice number. */
export function taxInvoice(order: Order, seller: Seller): TaxInvoice | null {
  if (!order.invoiceNumber) return null;
  const date = indiaDate(order.paidAt ?? order.createdAt);
  const { address } = order;
  const supply: SupplyKind = address.state === seller.state ? 'intra-state' : 'inter-state';
  const lines = invoiceLines(order.items, order.amounts, supply, date);
  return {
    number: order.invoiceNumber,
    orderNumber: order.number,
    date,
    seller,
    buyer: {
      name: address.name,
      address: `${address.residence}, ${address.city}, ${address.state} ${address.pincode}`,
      state: address.state,
    },
    placeOfSupply: address.state,
    supply,
    lines,
    totals: invoiceTotals(lines),
    delivery: Math.round(order.amounts.delivery * 100),
    discount: Math.round(order.amounts.discount * 100),
    rateSource: footwearScheduleOn(date).source,
  };
}
