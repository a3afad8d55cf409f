import { taxInvoice, type Seller, type TaxInvoice } from '@/shared/gst/tax-invoice';
import type { CreditNote } from '@/shared/refunds';
import type { Order } from '@/shared/types';
import { creditNoteSeriesPrefix } from '@/shared/gst/credit-note';
import { financialYear, invoiceSeriesPrefix } from '@/shared/gst/invoice-number';
import type { CreditNoteOfOrder, ReportRepository } from './repository';
import type { ReportMonth } from './month';

/** Documents a report reads per question to the store: the memory it holds at once. */
export const DOCUMENT_BATCH = 500;

/** An invoice as the reports read it: the document, and the order it bills. */
export interface InvoiceOfOrder {
  invoice: TaxInvoice;
  order: Order;
}

/** A credit note with the invoice it reverses (and its order, whose lines name the products). */
export interface NoteOfInvoice extends InvoiceOfOrder {
  note: CreditNote;
}

/**
 * Every batch `read` gives, from the start of a series (`first`, its prefix) and then each after the
 * last document of the one before, until one comes short. A month lies in one financial year, so
 * its documents are in one series of each kind.
 */
async function* inBatches<T>(
  first: string,
  read: (after: string, limit: number) => Promise<T[]>,
  numberOf: (item: T) => string,
): AsyncGenerator<T[]> {
  let after = first;
  for (;;) {
    const batch = await read(after, DOCUMENT_BATCH);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < DOCUMENT_BATCH) return;
    after = numberOf(last);
  }
}

/** The range's tax invoices, a batch at a time, by number. */
export async function* invoicesIn(
  reports: ReportRepository,
  seller: Seller,
  range: ReportMonth,
): AsyncGenerator<InvoiceOfOrder[]> {
  const batches = inBatches(
    invoiceSeriesPrefix(financialYear(`${range.month}-01`)),
    (after, limit) => reports.invoicedBetween(range, after, limit),
    (order) => order.invoiceNumber ?? '',
  );
  for await (const orders of batches) {
    yield orders.flatMap((order) => {
      const invoice = taxInvoice(order, seller);
      return invoice ? [{ invoice, order }] : [];
    });
  }
}

/** The range's credit notes, a batch at a time, by number, each with the invoice it reverses. */
export async function* creditNotesIn(
  reports: ReportRepository,
  seller: Seller,
  range: ReportMonth,
): AsyncGenerator<NoteOfInvoice[]> {
  const batches = inBatches(
    creditNoteSeriesPrefix(financialYear(`${range.month}-01`)),
    (after, limit) => reports.creditNotesBetween(range, after, limit),
    ({ note }: CreditNoteOfOrder) => note.number,
  );
  for await (const notes of batches) {
    yield notes.flatMap(({ note, order }) => {
      const invoice = taxInvoice(order, seller);
      return invoice ? [{ note, invoice, order }] : [];
    });
  }
}
