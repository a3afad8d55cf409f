import type { CursorPage } from './staff';
import { stateMachine } from './state-machine';
/** Complaints to the grievance officer: the types of the /api contract for them, and their moves. */
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

/** A complaint's states, in the order the grievance officer moves it. */
export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = Complaint['status'];

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** The one table of a complaint's moves (made by staff); a move not in it gets 409. */
export const complaintMachine = stateMachine<ComplaintStatus, 'staff'>(COMPLAINT_STATUSES, {
  open: { acknowledged: 'staff', resolved: 'staff' },
  acknowledged: { resolved: 'staff' },
  resolved: {},
});

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

/** GET /api/staff/complaints: newest first. */
/**
 * GET /api/staff/complaints?status=&after= : newest first, COMPLAINT_PAGE_SIZE a page; `next` is
 * the `after` (a ticket) of the next page, null at the end.
 */
export interface ComplaintPage extends CursorPage {
  complaints: Complaint[];
}

/** Complaints a page of the staff list holds. */
export const COMPLAINT_PAGE_SIZE = 25;
