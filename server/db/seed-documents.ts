import type { SqlClient } from '@/api';
import {
  creditNote,
  creditNoteLines,
  creditNoteNumber,
  creditNoteYear,
  pairsToCredit,
} from '@/shared/gst/credit-note';
import { taxInvoice, type Seller } from '@/shared/gst/tax-invoice';
import type { CreditNote, RefundCause } from '@/shared/refunds';
import type { Address, Order, OrderLine } from '@/shared/types';

/**
 * The credit notes generated orders carry, as real ones get them (src/api/refunds): for each
 * invoiced order that was cancelled or came back undelivered, a credit note for the whole order,
 * dated at that step, in the credit notes' series (going on from where the shop's own left it, so
 * numbers stay consecutive with no gaps), with its refund when the shop had the money (paid
 * online). The invoice numbers are given as the orders are inserted (./seed-orders.ts).
 */

/** Rows written per statement: large enough to be quick, small enough for one message. */
const WRITE_BATCH = 5000;

async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += WRITE_BATCH)
    await write(items.slice(start, start + WRITE_BATCH));
}

/** Takes `count` serials of a series' year: the first of them. */
async function takeSerials(
  tx: SqlClient,
  series: 'invoice_series' | 'credit_note_series',
  year: string,
  count: number,
) {
  const [row] = await tx.query<{ last: number }>(
    `INSERT INTO ${series} (financial_year, last_serial) VALUES ($1, $2)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = ${series}.last_serial + $2 RETURNING last_serial AS last`,
    [year, count],
  );
  return (row?.last ?? count) - count + 1;
}

/** Groups items, in their order, by `key`. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

interface EndedRow {
  _id: string;
  status: RefundCause;
  items: OrderLine[];
  address: Address;
  sub_total: number;
  delivery: number;
  discount: number;
  grand_total: number;
  payment_id: string | null;
  paid_at: string | null;
  created_at: string;
  invoice_number: string;
  ended_at: string;
}

/** This run's invoiced orders that were cancelled or came back, without a credit note yet. */
const TO_CREDIT = `SELECT _id, status, items, address, sub_total, delivery, discount, grand_total, payment_id,
    to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS paid_at,
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, invoice_number,
    timeline -> -1 ->> 'at' AS ended_at
  FROM orders WHERE status IN ('cancelled', 'returned_to_seller') AND invoice_number IS NOT NULL
    AND idempotency_key LIKE 'seed-%' AND NOT EXISTS (SELECT 1 FROM credit_notes WHERE order_id = orders._id)
  ORDER BY timeline -> -1 ->> 'at', _id`;

/** The whole order's credit note, as recordRefund issues it when an order is cancelled or comes back. */
function noteOf(row: EndedRow, seller: Seller): Omit<CreditNote, 'number'> | null {
  const amounts = {
    subTotal: row.sub_total,
    delivery: row.delivery,
    discount: row.discount,
    grandTotal: row.grand_total,
  };
  const order = {
    _id: row._id,
    items: row.items,
    address: row.address,
    amounts,
    createdAt: row.created_at,
    invoiceNumber: row.invoice_number,
    ...(row.paid_at ? { paidAt: row.paid_at } : {}),
  } as Order;
  const invoice = taxInvoice(order, seller);
  if (!invoice) return null;
  const pairs = pairsToCredit(
    row.items.map((line) => ({ productId: line._id, qty: line.qty })),
    [],
  );
  const lines = creditNoteLines(
    invoice,
    row.items.map((line) => line._id),
    pairs,
  );
  return creditNote(invoice, { orderId: row._id, issuedAt: row.ended_at, cause: row.status, lines });
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A refund id in Razorpay's shape (`rfnd_` and 14 letters or digits), as the offline checkout makes them. */
const refundId = () =>
  `rfnd_${Array.from(crypto.getRandomValues(new Uint8Array(14)), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;

async function writeNotes(tx: SqlClient, notes: { note: CreditNote; paid: boolean }[]) {
  const key = (note: CreditNote) => `${note.orderId}:${note.cause}:`;
  await inBatches(notes, async (batch) => {
    await tx.query(
      `INSERT INTO credit_notes (number, refund_key, order_id, issued_at, note)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[])`,
      [
        batch.map(({ note }) => note.number),
        batch.map(({ note }) => key(note)),
        batch.map(({ note }) => note.orderId),
        batch.map(({ note }) => note.issuedAt),
        batch.map(({ note }) => JSON.stringify(note)),
      ],
    );
    const refunded = batch.filter(({ paid }) => paid).map(({ note }) => note);
    await tx.query(
      `INSERT INTO refunds (_id, refund_key, order_id, cause, amount_paise, route, state, created_at, processed_at, credit_note_number)
       SELECT v.id, v.key, v.order_id, v.cause, v.amount, 'original', 'processed', v.at, v.at, v.number
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[], $7::text[])
         AS v(id, key, order_id, cause, amount, at, number)`,
      [
        refunded.map(refundId),
        refunded.map(key),
        refunded.map((note) => note.orderId),
        refunded.map((note) => note.cause),
        refunded.map((note) => String(note.totalPaise)),
        refunded.map((note) => note.issuedAt),
        refunded.map((note) => note.number),
      ],
    );
  });
}

/**
 * Credits this run's invoiced orders that were cancelled or came back (in the caller's
 * transaction): how many credit notes.
 */
export async function creditSeededOrders(tx: SqlClient, seller: Seller): Promise<number> {
  const rows = await tx.query<EndedRow>(TO_CREDIT);
  const drafts = rows.flatMap((row) => {
    const note = noteOf(row, seller);
    return note ? [{ note, paid: row.payment_id !== null }] : [];
  });
  const notes: { note: CreditNote; paid: boolean }[] = [];
  for (const [year, ofYear] of groupBy(drafts, ({ note }) => creditNoteYear(note.issuedAt))) {
    const first = await takeSerials(tx, 'credit_note_series', year, ofYear.length);
    ofYear.forEach(({ note, paid }, index) =>
      notes.push({ note: { number: creditNoteNumber(year, first + index), ...note }, paid }),
    );
  }
  await writeNotes(tx, notes);
  return notes.length;
}
