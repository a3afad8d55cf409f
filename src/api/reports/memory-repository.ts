import type { CreditNote } from '@/shared/refunds';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { toOrder } from '@/api/orders/memory-repository';
import type { DocumentRange, ReportRepository } from './repository';

const within = (at: string, { since, until }: DocumentRange) => at >= since && at < until;
const byNumber = (a: string, b: string) => a.localeCompare(b);

function invoicedBetween(range: DocumentRange, after: string, limit: number) {
  return db.order
    .getAll()
    .filter((row) => row.invoiceNumber && within(row.paidAt || row.createdAt, range))
    .filter((row) => row.invoiceNumber > after)
    .sort((a, b) => byNumber(a.invoiceNumber, b.invoiceNumber))
    .slice(0, limit)
    .map(toOrder);
}

function creditNotesBetween(range: DocumentRange, after: string, limit: number) {
  return db.creditNote
    .getAll()
    .filter((row) => within(row.issuedAt, range) && row.number > after)
    .sort((a, b) => byNumber(a.number, b.number))
    .slice(0, limit)
    .flatMap((row) => {
      const order = db.order.findFirst({ where: { _id: { equals: row.orderId } } });
      return order ? [{ note: JSON.parse(row.noteJson) as CreditNote, order: toOrder(order) }] : [];
    });
}

/** The reports' reads over @mswjs/data. */
export const memoryReportRepository = asAsync<ReportRepository>({ invoicedBetween, creditNotesBetween });
