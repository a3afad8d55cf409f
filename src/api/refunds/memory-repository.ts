import type { CreditNote, RefundCause, RefundState } from '@/shared/refunds';
import { creditNoteNumber, creditNoteSeriesPrefix } from '@/shared/gst/credit-note';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { RefundRepository, RefundSettlement, StoredRefund } from './repository';

type RefundRow = NonNullable<ReturnType<typeof db.refund.findFirst>>;

const optional = <Key extends string>(key: Key, value: string) =>
  (value === '' ? {} : { [key]: value }) as Partial<Record<Key, string>>;

function toRefund(row: RefundRow): StoredRefund {
  return {
    _id: row._id,
    key: row.key,
    orderId: row.orderId,
    cause: row.cause as RefundCause,
    amountPaise: row.amountPaise,
    route: row.route === 'upi' ? 'upi' : 'original',
    state: row.state as RefundState,
    createdAt: row.createdAt,
    ...optional('upiId', row.upiId),
    ...optional('returnId', row.returnId),
    ...optional('processedAt', row.processedAt),
    ...optional('reference', row.reference),
    ...optional('creditNoteNumber', row.creditNoteNumber),
    ...optional('gatewayRefundId', row.gatewayRefundId),
  };
}

const findBy = (where: Parameters<typeof db.refund.findFirst>[0]) => {
  const row = db.refund.findFirst(where);
  return row ? toRefund(row) : null;
};

const byKey = (key: string) => findBy({ where: { key: { equals: key } } });

function insert(refund: StoredRefund) {
  const kept = byKey(refund.key);
  if (kept) return { refund: kept, created: false };
  const row = db.refund.create({
    upiId: '',
    returnId: '',
    processedAt: '',
    reference: '',
    creditNoteNumber: '',
    gatewayRefundId: '',
    ...refund,
  });
  return { refund: toRefund(row), created: true };
}

const ofOrder = (orderId: string) =>
  db.refund
    .findMany({ where: { orderId: { equals: orderId } } })
    .map(toRefund)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

function settle(refundId: string, settlement: RefundSettlement) {
  const where = { _id: { equals: refundId }, state: { equals: 'pending' } };
  const row = db.refund.update({ where, data: { ...settlement } });
  return row ? toRefund(row) : null;
}

const noteOf = (row: { noteJson: string } | null) => (row ? (JSON.parse(row.noteJson) as CreditNote) : null);

const creditNoteByKey = (key: string) => noteOf(db.creditNote.findFirst({ where: { key: { equals: key } } }));

/** The next number of the year's series: credit notes are never deleted, so a count is it. */
function issueCreditNote(key: string, financialYear: string, note: Omit<CreditNote, 'number'>) {
  const kept = creditNoteByKey(key);
  if (kept) return kept;
  const prefix = creditNoteSeriesPrefix(financialYear);
  const issued = db.creditNote.findMany({ where: { number: { contains: prefix } } }).length;
  const numbered: CreditNote = { number: creditNoteNumber(financialYear, issued + 1), ...note };
  db.creditNote.create({
    number: numbered.number,
    key,
    orderId: note.orderId,
    issuedAt: note.issuedAt,
    noteJson: JSON.stringify(numbered),
  });
  return numbered;
}

const creditNotesOf = (orderId: string) =>
  db.creditNote
    .findMany({ where: { orderId: { equals: orderId } } })
    .map((row) => noteOf(row) as CreditNote)
    .sort((a, b) => a.number.localeCompare(b.number));

/** Refunds and credit notes over @mswjs/data. */
export const memoryRefundRepository = asAsync<RefundRepository>({
  insert,
  byKey,
  byId: (refundId) => findBy({ where: { _id: { equals: refundId } } }),
  ofOrder,
  byGatewayId: (gatewayRefundId) => findBy({ where: { gatewayRefundId: { equals: gatewayRefundId } } }),
  settle,
  issueCreditNote,
  creditNoteByKey,
  creditNotesOf,
  list: ({ route, state }, limit) =>
    db.refund
      .findMany({
        where: {
          ...(route ? { route: { equals: route } } : {}),
          ...(state ? { state: { equals: state } } : {}),
        },
      })
      .map(toRefund)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
      .slice(0, limit),
});
