import type { CreditNote } from '@/shared/refunds';
import type { Order } from '@/shared/types';

/** Timestamps a report's documents fall between: `since` inclusive, `until` exclusive. */
export interface DocumentRange {
  since: string;
  until: string;
}

/** A credit note with the order whose invoice it reverses (the invoice is made from the order). */
export interface CreditNoteOfOrder {
  note: CreditNote;
  order: Order;
}

/**
 * What the reports read, a batch at a time, so no report holds a month (or a shop) in memory: each
 * call answers at most `limit` documents numbered after `after` (for the first batch, the series'
 * prefix, which sorts before all its numbers: on SQL the batch is then a range of the number's
 * index).
 */
export interface ReportRepository {
  /**
   * Orders whose tax invoice is dated in the range (an invoice is dated when the order is paid,
   * or placed for Cash on Delivery: src/shared/gst/tax-invoice.ts), by invoice number.
   */
  invoicedBetween(range: DocumentRange, after: string, limit: number): Promise<Order[]>;
  /** Credit notes issued in the range, by number, each with its order. */
  creditNotesBetween(range: DocumentRange, after: string, limit: number): Promise<CreditNoteOfOrder[]>;
}
