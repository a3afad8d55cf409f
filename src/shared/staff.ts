import type { OrderStatus, PaymentState } from './order-lifecycle';
import type { TaxInvoice } from './gst/tax-invoice';
import { STAFF_ACCOUNT_DISABLED } from './request-words';
import type { Order, PaymentMethod } from './types';

/**
 * The staff console's side of the /api contract: staff accounts and the audit log, and for now the
 * console's orders and stock (issue 35: the orders pass moves those to their resources; the
 * catalogue's are src/shared/catalogue.ts). Every `/api/staff/*` route takes a staff token (`Authorization: Bearer
 * <staffToken>`); a shopper's token gets 403, and a staff token is refused on the shopper's routes.
 */

/** `owner`: everything, including staff accounts and prices. `staff`: orders and stock. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The demo owner the embedded mock and the PGlite quick start have (never a server on
 * DATABASE_URL unless SEED_DEMO_USERS=1): its password is public, in the README.
 */
export const DEMO_STAFF_CREDENTIALS = { email: 'staff@sneakerhub.in', password: 'staff-sneakers-1' } as const;

/** The staff API's refusals, on every backend. */
export const staffMessages = {
  needsStaff: 'This needs a staff account: sign in at /staff/login.',
  needsOwner: "This needs the shop owner's account.",
  disabled: STAFF_ACCOUNT_DISABLED,
  wrongCredentials: 'The email or password is wrong.',
  emailTaken: 'A staff member with this email already exists.',
  notFound: 'There is no staff member with this id.',
  lastOwner: 'The shop needs at least one active owner: make another member owner first.',
  notYourself: 'You cannot disable yourself or give up your own owner role; another owner can.',
} as const;

/** A staff token lasts 12 hours at most. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** A staff account as the API shows it: never its password. */
export interface StaffMember {
  _id: string;
  /** Stored lower-case. */
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

/** POST /api/staff/login { email, password } → 200 StaffLoginAnswer. */
export interface StaffLoginAnswer {
  staff: StaffMember;
  staffToken: string;
}

/**
 * POST /api/staff/password { currentPassword, newPassword } → 200: the member's other sessions have
 * ended; this one goes on with the fresh token. DELETE /api/staff/members/:staffId/sessions (owner)
 * → 204 ends every session of that member.
 */
export interface StaffPasswordAnswer {
  staffToken: string;
}

/** POST /api/staff/members (owner) → 201 { member }. */
export interface NewStaffInput {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** PUT /api/staff/members/:staffId (owner) → 200 { member }. */
export interface StaffMemberChange {
  disabled?: boolean;
  role?: StaffRole;
}

/** One line of the append-only audit log (GET /api/staff/audit, owners): who did what, when. */
export interface AuditEntry {
  _id: string;
  staffId: string;
  staffEmail: string;
  /** A timestamp. */
  at: string;
  /** What was done, e.g. `order.transition`, `product.update`, `stock.adjust`, `staff.add`. */
  action: string;
  /** What it was done to, e.g. an order's or a product's id. */
  target: string;
  /** The part that changed, before and after (null for something new, or gone). */
  before: unknown;
  after: unknown;
}

/** What an audit line is about: its action's first part (`stock` for `stock.adjust`); the log filters by it. */
export const AUDIT_KINDS = ['order', 'return', 'refund', 'stock', 'product', 'complaint', 'staff'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A page of a list read with a cursor: `next` is the `after` that reads the next page, null at the end. */
export interface CursorPage {
  next: string | null;
}

/**
 * GET /api/staff/audit?after=&staffId=&kind=&from=&to= → { entries, next }, newest first: by one
 * member, of one kind (AUDIT_KINDS), between two India days (YYYY-MM-DD, both inclusive).
 */
export interface AuditPage extends CursorPage {
  entries: AuditEntry[];
}

/** One row of the console's order list. */
export interface StaffOrderSummary {
  _id: string;
  /** The order's number, `SH-100042`. */
  number: string;
  /** The GST tax invoice's number, once the order has one. */
  invoiceNumber?: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  grandTotal: number;
  /** The shopper's account email, and the name and phone of the delivery address. */
  email: string;
  name: string;
  phone: string;
  /** Pairs in the order. */
  pairs: number;
}

/**
 * GET /api/staff/orders?status=&payment=&from=&to=&q=&after= → { orders, next }: newest first,
 * filtered by status, payment method and placement date (YYYY-MM-DD, India time, both inclusive),
 * searched (`q`: any text) by order number, invoice number, customer name, email or phone, or an
 * order id's start, paged by the cursor `after`.
 */
export interface StaffOrderPage extends CursorPage {
  orders: StaffOrderSummary[];
}

/** How many orders are at each status. */
export type StatusCounts = Record<OrderStatus, number>;

/** GET /api/staff/orders/counts → every order counted by status (the console's tabs). */
export interface StaffOrderCounts {
  counts: StatusCounts;
}

/**
 * GET /api/staff/orders/:orderId → the order with its timeline, whose it is, its GST tax invoice
 * (null before it has a number) and, once shipped with a courier the shop knows, the page that
 * tracks its AWB.
 */
export interface StaffOrderAnswer {
  order: Order;
  customer: { email: string; name: string };
  invoice: TaxInvoice | null;
  trackingUrl: string | null;
}

/** A courier the shop ships with, and its tracking page: `{awb}` in `trackingUrl` stands for the AWB number. */
export interface Courier {
  name: string;
  trackingUrl: string;
}

/** GET /api/staff/couriers → the couriers the shop knows (the ship dialog offers them). */
export interface CouriersAnswer {
  couriers: Courier[];
}

/** Each product's pairs: on hand (in the warehouse), reserved (by placed, unshipped orders), available to sell. */
export interface StockLevel {
  productId: string;
  onHand: number;
  reserved: number;
  /** onHand − reserved, never below 0. */
  available: number;
}

/** GET /api/staff/stock?low=1 → { levels }: every product's, or (low=1) those with LOW_STOCK or fewer available. */
export interface StockPage {
  levels: StockLevel[];
}

/**
 * POST /api/staff/products/:productId/stock { change, reason, idempotencyKey? } → { level }. The
 * same key sent again by the same member for the same product changes nothing: it answers the
 * level as it is now (`repeated: true`).
 */
export interface StockAdjustment {
  /** Pairs added (positive) or taken away (negative), a whole number, not 0. */
  change: number;
  reason: string;
  /** One per adjustment the member means (a fresh one for each confirmed form), 8–100 characters. */
  idempotencyKey?: string;
}

/** The answer of a stock adjustment. */
export interface StockAdjustmentAnswer {
  level: StockLevel;
  /** True when the key had been used: this request changed nothing. */
  repeated: boolean;
}
/** An update's email given up after its last try (EMAIL_MAX_TRIES): what staff see to follow it up. */
export interface FailedEmail {
  updateId: string;
  orderId: string;
  /** The shopper's address the email could not reach. */
  to: string;
  /** The update's title: the email's subject. */
  title: string;
  tries: number;
  /** The last try's error, as the mail server or the connection said it. */
  error: string;
  /** A timestamp: when it was given up. */
  failedAt: string;
}

/** GET /api/staff/emails/failed → 200: the newest FAILED_EMAILS_SHOWN emails given up, newest first. */
export interface FailedEmailsAnswer {
  emails: FailedEmail[];
}

export const FAILED_EMAILS_SHOWN = 100;
