import { taxInvoice, type Seller, type TaxInvoice } from '@/shared/gst/tax-invoice';
import type { CreditNote } from '@/shared/refunds';
import type { Order } from '@/shared/types';
import type { CreditNoteOfOrder, DocumentRange, ReportRepository } from './repository';

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

/** Every batch `read` gives, each after the last document of the one before, until one comes short. */
async function* inBatches<T>(
  read: (after: string | null, limit: number) => Promise<T[]>,
  numberOf: (item: T) => string,
): AsyncGenerator<T[]> {
  let after: string | null = null;
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
  range: DocumentRange,
): AsyncGenerator<InvoiceOfOrder[]> {
  const batches = inBatches(
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
  range: DocumentRange,
): AsyncGenerator<NoteOfInvoice[]> {
  const batches = inBatches(
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
