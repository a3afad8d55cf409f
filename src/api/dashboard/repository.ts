import type { ReturnReasonCount, ReturnedProduct } from '@/shared/dashboard';
import type { DayRange } from './days';

/** The to-dos the store counts (stock's are counted from the stock levels themselves). */
export interface StoredTodos {
  ordersToPack: number;
  ordersToShip: number;
  returnsToReceive: number;
  payoutsToMake: number;
  complaintsDue: number;
}

/** One India day's invoices and credit notes (only days with either). */
export interface SalesDay {
  date: string;
  grossPaise: number;
  refundsPaise: number;
  orders: number;
  pairs: number;
}

/**
 * A product's invoice lines less its credit-note lines in a period: each invoice line's total as
 * the invoice apportions it (its list value and its share of the delivery less the discount,
 * src/shared/gst/tax-invoice.ts), so every product's net adds up to the period's net sales.
 */
export interface StoredProductSales {
  productId: string;
  pairs: number;
  netPaise: number;
}

export interface ReturnsBreakdown {
  byReason: ReturnReasonCount[];
  byProduct: Omit<ReturnedProduct, 'title'>[];
}

/**
 * What the console's home reads, all of it sums over the other resources' rows, on both stores. An
 * invoice is dated on its India day (the order's payment, or its placing for Cash on Delivery), a
 * credit note on the day it was issued.
 */
export interface DashboardRepository {
  /** The counts as they are at `at`; complaints due are open ones to acknowledge by `dueBy`. */
  todos(dueBy: string): Promise<StoredTodos>;
  /** The days of `range` with invoices or credit notes, in order. */
  salesDays(range: DayRange): Promise<SalesDay[]>;
  /** Every product with an invoice or credit-note line in `range`. */
  productSales(range: DayRange): Promise<StoredProductSales[]>;
  /** Returns asked for in `range`, but those rejected. */
  returns(range: DayRange): Promise<ReturnsBreakdown>;
}
