import type { CreditNote } from '@/shared/refunds';
import { creditNoteNumber } from '@/shared/gst/credit-note';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import { nextSerial } from '@/api/sql-series';
import type { RefundRepository, RefundSettlement, StoredRefund } from './repository';

/** Tables: refunds, credit_notes, credit_note_series (src/api/sql-migrations.ts). */
const REFUND = `_id, refund_key AS key, order_id AS "orderId", cause, amount_paise AS "amountPaise", route,
  upi_id AS "upiId", state, return_id AS "returnId", ${ts('created_at')} AS "createdAt",
  ${ts('processed_at')} AS "processedAt", reference, credit_note_number AS "creditNoteNumber",
  gateway_refund_id AS "gatewayRefundId"`;

type RefundRow = { [Key in keyof StoredRefund]-?: StoredRefund[Key] | null };

/** A row's refund, without the fields SQL has as NULL. */
const toRefund = (row: RefundRow): StoredRefund =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as unknown as StoredRefund;

async function refunds(db: SqlClient, where: string, params: string[]): Promise<StoredRefund[]> {
  const rows = await db.query<RefundRow>(
    `SELECT ${REFUND} FROM refunds WHERE ${where} ORDER BY created_at, _id`,
    params,
  );
  return rows.map(toRefund);
}

const one = async (db: SqlClient, where: string, params: string[]) =>
  (await refunds(db, where, params))[0] ?? null;

async function insert(db: SqlClient, refund: StoredRefund) {
  const row = await firstRow<RefundRow>(
    db,
    `INSERT INTO refunds (_id, refund_key, order_id, cause, amount_paise, route, upi_id, state, return_id,
       created_at, credit_note_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11)
     ON CONFLICT (refund_key) DO NOTHING RETURNING ${REFUND}`,
    [
      refund._id,
      refund.key,
      refund.orderId,
      refund.cause,
      refund.amountPaise,
      refund.route,
      refund.upiId ?? null,
      refund.state,
      refund.returnId ?? null,
      refund.createdAt,
      refund.creditNoteNumber ?? null,
    ],
  );
  if (row) return { refund: toRefund(row), created: true };
  const kept = await one(db, 'refund_key = $1', [refund.key]);
  if (!kept) throw new Error('a refund key conflicted but no refund has it');
  return { refund: kept, created: false };
}

async function settle(db: SqlClient, refundId: string, settlement: RefundSettlement) {
  const row = await firstRow<RefundRow>(
    db,
    `UPDATE refunds SET state = $2, processed_at = COALESCE($3::timestamptz, processed_at),
       gateway_refund_id = COALESCE($4, gateway_refund_id), reference = COALESCE($5, reference)
     WHERE _id = $1 AND state = 'pending' RETURNING ${REFUND}`,
    [
      refundId,
      settlement.state,
      settlement.processedAt ?? null,
      settlement.gatewayRefundId ?? null,
      settlement.reference ?? null,
    ],
  );
  return row ? toRefund(row) : null;
}

const notes = async (db: SqlClient, where: string, params: string[]) =>
  (
    await db.query<{ note: CreditNote }>(
      `SELECT note FROM credit_notes WHERE ${where} ORDER BY issued_at, number`,
      params,
    )
  ).map(({ note }) => note);

async function issueCreditNote(
  db: SqlClient,
  key: string,
  financialYear: string,
  note: Omit<CreditNote, 'number'>,
): Promise<CreditNote> {
  // The key's lock first: a second request for it waits here, then finds the note saved.
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`credit-note:${key}`]);
  const [kept] = await notes(db, 'refund_key = $1', [key]);
  if (kept) return kept;
  const serial = await nextSerial(db, 'credit_note_series', financialYear);
  const numbered: CreditNote = { number: creditNoteNumber(financialYear, serial), ...note };
  await db.query(
    `INSERT INTO credit_notes (number, refund_key, order_id, issued_at, note)
     VALUES ($1, $2, $3, $4::timestamptz, $5::jsonb)`,
    [numbered.number, key, note.orderId, note.issuedAt, JSON.stringify(numbered)],
  );
  return numbered;
}

/** Refunds and credit notes over SQL. */
export const sqlRefundRepository = (db: SqlClient): RefundRepository => ({
  insert: (refund) => insert(db, refund),
  byKey: (key) => one(db, 'refund_key = $1', [key]),
  byId: (refundId) => one(db, '_id = $1', [refundId]),
  ofOrder: (orderId) => refunds(db, 'order_id = $1', [orderId]),
  byGatewayId: (gatewayRefundId) => one(db, 'gateway_refund_id = $1', [gatewayRefundId]),
  settle: (refundId, settlement) => settle(db, refundId, settlement),
  issueCreditNote: (key, financialYear, note) => issueCreditNote(db, key, financialYear, note),
  creditNoteByKey: async (key) => (await notes(db, 'refund_key = $1', [key]))[0] ?? null,
  creditNotesOf: (orderId) => notes(db, 'order_id = $1', [orderId]),
  list: async ({ route, state }, limit) =>
    (
      await db.query<RefundRow>(
        `SELECT ${REFUND} FROM refunds WHERE ($1::text IS NULL OR route = $1) AND ($2::text IS NULL OR state = $2)
         ORDER BY created_at DESC, _id DESC LIMIT $3`,
        [route ?? null, state ?? null, limit],
      )
    ).map(toRefund),
});
