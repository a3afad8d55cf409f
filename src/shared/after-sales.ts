/**
 * After the order (issue 30): cancellations, returns, refunds, credit notes, the shopper's updates
 * and complaints. The types of the /api contract for them, shared by the backends, the shop and
 * the console; each rule lives beside its type, once.
 */
import type { OrderStatus } from './order-lifecycle';
import type { CursorPage } from './staff';

/** A line of an order by its product's `_id`, and how many pairs of it. */
export interface OrderLineRef {
  productId: string;
  qty: number;
}

/** Why a shopper cancels (POST /api/user/orders/:orderId/cancel), in the order the form lists them. */
export const CANCEL_REASONS = {
  changed_mind: 'I changed my mind',
  ordered_by_mistake: 'I ordered it by mistake',
  found_cheaper: 'I found it cheaper elsewhere',
  delivery_too_late: 'It would arrive too late',
  other: 'Another reason',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export interface CancelInput {
  reason: CancelReason;
  /** Optional words of the shopper's own, up to NOTE_MAX_LENGTH. */
  note?: string;
}

/** Why a shopper returns a pair (POST /api/user/orders/:orderId/returns). */
export const RETURN_REASONS = {
  too_small: 'Too small',
  too_large: 'Too large',
  damaged: 'Arrived damaged or defective',
  not_as_described: 'Not as shown or described',
  wrong_item: 'Wrong pair delivered',
  changed_mind: 'I changed my mind',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/** A return may be asked for until this many days after the order's delivery (docs/decisions.md). */
export const RETURN_WINDOW_DAYS = 7;
/** The longest free-text note a cancellation, return or staff step keeps. */
export const NOTE_MAX_LENGTH = 500;

export interface ReturnInput {
  /** `productId` is the product's `_id`; `qty` at most what the order has left to return. */
  lines: OrderLineRef[];
  reason: ReturnReason;
  /** Another of the shopper's saved addresses for the pickup; the order's own when absent. */
  addressId?: string;
  /** Required for a Cash on Delivery order: where its refund goes (a UPI ID, `name@bank`). */
  upiId?: string;
}

/**
 * A return's states: asked for, then approved (or rejected) by staff, picked up, and received.
 * `received` records whether the pairs can be sold again (then they go back on hand).
 */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'picked_up', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** The one table of a return's moves (all made by staff); a move not in it gets 409. */
export const RETURN_MOVES: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up'],
  picked_up: ['received'],
  rejected: [],
  received: [],
};

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  picked_up: 'Picked up',
  received: 'Return received',
};

export interface ReturnStep {
  state: ReturnState;
  /** A timestamp. */
  at: string;
  note?: string;
}

export interface OrderReturn {
  /** `ret_` and 14 characters. */
  _id: string;
  orderId: string;
  lines: OrderLineRef[];
  reason: ReturnReason;
  state: ReturnState;
  steps: ReturnStep[];
  /** Set when received. */
  resellable?: boolean;
  /** Where the pickup is made (the order's address, or the one the shopper named). */
  pickupAddressId?: string;
  /** A Cash on Delivery order's UPI ID for the refund. */
  upiId?: string;
  /** The refund it gave, once received. */
  refundId?: string;
}

/** What staff send to move a return (POST /api/staff/returns/:returnId/transitions). */
export interface ReturnTransitionInput {
  to: ReturnState;
  /** Required with `received`. */
  resellable?: boolean;
  note?: string;
}

/**
 * `pending`: asked of Razorpay (or, for a UPI payout, waiting for staff to mark it paid);
 * `processed`: the money went back; `failed`: Razorpay refused it. Nothing asks Razorpay again for a
 * refused refund, so its label sends the shopper to customer care.
 */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed: please contact customer care',
};

/** What a refund is for: a cancellation, a return, an undeliverable parcel, or a payment after expiry. */
export type RefundCause = 'cancelled' | 'returned' | 'returned_to_seller' | 'late_payment';

export interface Refund {
  /** Razorpay's `rfnd_…`, the test checkout's own, or `payout_…` for a UPI payout. */
  _id: string;
  orderId: string;
  cause: RefundCause;
  /** Rupees × 100. */
  amountPaise: number;
  /** `original`: back to the card or UPI that paid; `upi`: a payout to the shopper's UPI ID (COD). */
  route: 'original' | 'upi';
  upiId?: string;
  state: RefundState;
  /** The return it refunds. */
  returnId?: string;
  /** Timestamps. */
  createdAt: string;
  processedAt?: string;
  /** A payout's bank reference, recorded by staff when they mark it paid. */
  reference?: string;
  /** The credit note issued with it. */
  creditNoteNumber?: string;
}

/** A GST credit note's line: the invoice line's share that is reversed, in paise. */
export interface CreditNoteLine {
  productId: string;
  title: string;
  qty: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** A GST credit note (CGST Act s.34) against an order's tax invoice, in its own series per financial year. */
export interface CreditNote {
  /** `CN/26-27/000001`: src/shared/gst/credit-note.ts. */
  number: string;
  invoiceNumber: string;
  orderId: string;
  /** A timestamp. */
  issuedAt: string;
  cause: RefundCause;
  lines: CreditNoteLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Everything after the sale, as GET /api/user/orders/:orderId carries it beside the order. */
export interface OrderAfterSales {
  returns: OrderReturn[];
  refunds: Refund[];
  creditNotes: Pick<CreditNote, 'number' | 'issuedAt' | 'totalPaise'>[];
}

/** The order's steps a shopper hears about; the others (packed, expired) are the shop's own. */
export const ORDER_STEP_UPDATES = [
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned_to_seller',
] as const satisfies readonly OrderStatus[];

/** What an update to the shopper is about: each order step, each refund and return step. */
export const UPDATE_KINDS = [
  ...ORDER_STEP_UPDATES,
  'refund_issued',
  'refund_processed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_picked_up',
  'return_received',
] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** One message to the shopper: in-app under Updates, and by email on a server with SMTP_URL. */
export interface ShopperUpdate {
  _id: string;
  orderId: string;
  kind: UpdateKind;
  /** One line, e.g. "Your order is on its way". */
  title: string;
  /** A sentence or two, e.g. the courier and AWB number. */
  body: string;
  /** A timestamp. */
  at: string;
  read: boolean;
}

/** How many updates GET /api/user/updates answers at most (its `limit`, which may ask for fewer). */
export const UPDATES_PAGE_SIZE = 20;

/**
 * GET /api/user/updates[?before=<update id>&limit=n]: newest first (those older than `before`
 * when given), and how many are unread (the header's count).
 */
export interface UpdatesAnswer {
  updates: ShopperUpdate[];
  unread: number;
  /** Whether older updates exist: ask again with `before` = the last update's `_id`. */
  more: boolean;
}

/**
 * POST /api/user/updates/read: marks read every update up to and including `upTo` (the newest
 * the page showed, so one that arrived meanwhile stays unread), or all of them without it.
 * Answers `{ unread }`.
 */
export interface MarkReadInput {
  upTo?: string;
}

/** A complaint to the grievance officer (POST /api/complaints: anyone, signed in or not). */
export interface ComplaintInput {
  name: string;
  email: string;
  phone?: string;
  orderId?: string;
  subject: string;
  message: string;
}

/** The shop acknowledges a complaint within this many hours (Consumer Protection (E-Commerce) Rules, 2020). */
export const COMPLAINT_ACKNOWLEDGE_HOURS = 48;

export interface Complaint extends ComplaintInput {
  /** The ticket the shopper is given: `GRV-` and 8 characters. */
  ticket: string;
  createdAt: string;
  /** The time by which the shop acknowledges it: createdAt + COMPLAINT_ACKNOWLEDGE_HOURS. */
  acknowledgeBy: string;
  status: 'open' | 'acknowledged' | 'resolved';
}

/** Who the shopper can reach, and who hears complaints (SELLER_* settings beside the invoice's). */
export interface SellerContacts {
  customerCare: { email: string; phone: string; hours: string };
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
}

/** GET /api/seller: who sells (as the tax invoice names them) and how to reach them. */
export interface SellerAnswer {
  seller: { name: string; address: string; gstin: string };
  contacts: SellerContacts;
}

/** A complaint's states, in the order the grievance officer moves it. */
export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = Complaint['status'];

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** The one table of a complaint's moves (made by staff); a move not in it gets 409. */
export const COMPLAINT_MOVES: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  open: ['acknowledged', 'resolved'],
  acknowledged: ['resolved'],
  resolved: [],
};

/** A complaint's ticket: `GRV-` and 8 characters no one misreads (no 0/O, 1/I/L). */
export const COMPLAINT_TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COMPLAINT_TICKET_FORMAT = new RegExp(`^GRV-[${COMPLAINT_TICKET_ALPHABET}]{8}$`);

/** What staff send to move a complaint (POST /api/staff/complaints/:ticket/status). */
export interface ComplaintStatusInput {
  status: Exclude<ComplaintStatus, 'open'>;
}

/** POST /api/complaints answers 201 with the complaint as filed (its ticket and acknowledge-by time). */
export interface ComplaintAnswer {
  complaint: Complaint;
}

/**
 * GET /api/staff/complaints?status=&after= : newest first, COMPLAINT_PAGE_SIZE a page; `next` is
 * the `after` (a ticket) of the next page, null at the end.
 */
export interface ComplaintPage extends CursorPage {
  complaints: Complaint[];
}

/** Complaints a page of the staff list holds. */
export const COMPLAINT_PAGE_SIZE = 25;
