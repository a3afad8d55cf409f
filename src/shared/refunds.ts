/**
 * Refunds and the GST credit notes issued with them: the types of the /api contract for them, shared
 * by the backends, the shop and the console.
 */
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
