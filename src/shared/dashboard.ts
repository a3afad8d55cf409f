import type { ReturnReason } from './returns';

/**
 * The console's home (issue 38): GET /api/staff/dashboard?from=&to= → DashboardAnswer. The to-dos
 * for every member; the sales for owners only (a staff-role member asking for `from`/`to` gets
 * 403, and without them `sales: null`). Days are India's calendar days (YYYY-MM-DD), both ends
 * inclusive; money is in paise, whole numbers, so the figures add up to the paisa.
 */

/** What needs doing now, each a count the console links to its filtered list. */
export interface DashboardTodos {
  /** Confirmed orders, not yet packed. */
  ordersToPack: number;
  /** Packed orders, not yet shipped. */
  ordersToShip: number;
  /** Returns picked up from the shopper, not yet received at the warehouse. */
  returnsToReceive: number;
  /** Cash on Delivery refunds waiting to be paid by UPI. */
  payoutsToMake: number;
  /** Open complaints whose 48-hour acknowledgement is past or within COMPLAINT_DUE_SOON_HOURS. */
  complaintsDue: number;
  /** Products with 1 to LOW_STOCK pairs available. */
  lowStock: number;
  /** Products with no pair available. */
  outOfStock: number;
}

/** An open complaint counts as due this many hours before its acknowledgement's deadline. */
export const COMPLAINT_DUE_SOON_HOURS = 12;

/** One period's sales: invoices (gross) less credit notes (refunds) dated in it. */
export interface SalesFigures {
  /** The total of the tax invoices dated in the period. */
  grossPaise: number;
  /** The total of the credit notes issued in the period. */
  refundsPaise: number;
  /** grossPaise − refundsPaise, exactly. */
  netPaise: number;
  /** Invoices (each order has one) dated in the period. */
  orders: number;
  /** Pairs on those invoices. */
  pairs: number;
  /** grossPaise ÷ orders, rounded to the paisa (0 without orders). */
  averageOrderPaise: number;
}

/** A period's figures and those of the period of the same length just before it. */
export interface SalesPeriod {
  from: string;
  to: string;
  figures: SalesFigures;
  previous: SalesFigures;
}

/** One day's net sales (every day of the chosen period, none left out). */
export interface DaySales {
  date: string;
  netPaise: number;
}

/** A product's sales in the chosen period: invoiced less credited, pairs and paise. */
export interface ProductSales {
  productId: string;
  title: string;
  pairs: number;
  netPaise: number;
}

export interface ReturnReasonCount {
  reason: ReturnReason;
  returns: number;
  pairs: number;
}

export interface ReturnedProduct {
  productId: string;
  title: string;
  pairs: number;
}

/** The owner's sales: the fixed periods, the chosen one, and the chosen one's detail. */
export interface DashboardSales {
  today: SalesPeriod;
  last7Days: SalesPeriod;
  last30Days: SalesPeriod;
  chosen: SalesPeriod;
  /** The chosen period's net sales, day by day. */
  daily: DaySales[];
  /** At most TOP_PRODUCTS each, of the chosen period. */
  topByPairs: ProductSales[];
  topByNetSales: ProductSales[];
  /** Returns asked for in the chosen period (not rejected), by reason and by product. */
  returnsByReason: ReturnReasonCount[];
  returnsByProduct: ReturnedProduct[];
}

export interface DashboardAnswer {
  /** Today in India, as the backend's clock says. */
  today: string;
  todos: DashboardTodos;
  /** Null for a staff-role member: money figures are the owner's. */
  sales: DashboardSales | null;
}

/** How many products each top list and the returns by product hold. */
export const TOP_PRODUCTS = 5;

/** The longest period `from`–`to` may span, in days. */
export const MAX_DASHBOARD_DAYS = 366;

/** The dashboard's refusals, on every backend. */
export const dashboardMessages = {
  dayInvalid: (name: 'from' | 'to') => `\`${name}\` must be a date as YYYY-MM-DD, such as 2026-05-02.`,
  bothOrNeither: 'Give both `from` and `to`, or neither (the last 30 days).',
  fromAfterTo: '`from` must be on or before `to`.',
  tooLong: `The period may span at most ${MAX_DASHBOARD_DAYS} days.`,
  ownersOnly: 'Sales figures are for the shop owner.',
} as const;

/**
 * The morning note's setting on an owner (the note goes to active owners only): GET
 * /api/staff/me/morning-note → MorningNoteSetting; PUT it with { enabled } → the setting after.
 */
export interface MorningNoteSetting {
  enabled: boolean;
}

export const MORNING_NOTE_MESSAGES = {
  enabledInvalid: '`enabled` must be true or false.',
  noMember: 'There is no staff member with this id.',
} as const;
