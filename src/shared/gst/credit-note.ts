import type { CreditNote, CreditNoteLine, RefundCause } from '../refunds';
import type { OrderLineRef } from '../types';
import { financialYear } from './invoice-number';
import { indiaDate, type TaxInvoice, type TaxInvoiceLine } from './tax-invoice';

/**
 * GST credit notes (CGST Act s.34; CGST Rules, rule 53): their own consecutive series per financial
 * year, beside the invoice's, and like it at most 16 characters: CN/26-27/000001.
 */
const PREFIX = 'CN';

export const creditNoteSeriesPrefix = (year: string) => `${PREFIX}/${year}/`;

export function creditNoteNumber(year: string, serial: number): string {
  return `${creditNoteSeriesPrefix(year)}${String(serial).padStart(6, '0')}`;
}

/** The financial year a credit note issued at `at` (a timestamp) is numbered in. */
export const creditNoteYear = (at: string) => financialYear(indiaDate(at));

/** a × m / n rounded half up, for whole a ≥ 0 and 0 ≤ m ≤ n, n > 0. */
const shareOf = (amount: number, pairs: number, of: number) =>
  Math.floor((2 * amount * pairs + of) / (2 * of));

type Reversed = Omit<CreditNoteLine, 'productId' | 'title' | 'qty'>;

/**
 * What the first `pairs` of an invoice line's `qty` are worth, tax split as the invoice splits it:
 * each amount's share, rounded once, so the whole line's is exactly the invoice line's.
 */
function firstPairsOf(line: TaxInvoiceLine, pairs: number): Reversed {
  const of = (amount: number) => shareOf(amount, pairs, line.qty);
  const totalPaise = of(line.total);
  const cgstPaise = of(line.cgst);
  const sgstPaise = of(line.sgst);
  const igstPaise = of(line.igst);
  return {
    taxablePaise: totalPaise - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise,
  };
}

const AMOUNT_KEYS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

/** A line's pairs already credited, and those credited now. */
export interface CreditedPairs {
  productId: string;
  /** Pairs of this line earlier credit notes reversed. */
  before: number;
  now: number;
}

/**
 * The credit note's lines for pairs of the invoice's lines: the difference between what the
 * invoice apportions to the pairs credited by now and to those credited before, so credit notes
 * for parts of a line add up, to the paisa, to the invoice's line. `productIds` are the order's
 * lines' ids in the invoice's order.
 */
export function creditNoteLines(
  invoice: TaxInvoice,
  productIds: readonly string[],
  credited: readonly CreditedPairs[],
): CreditNoteLine[] {
  return credited.flatMap(({ productId, before, now }) => {
    const index = productIds.indexOf(productId);
    const line = invoice.lines[index];
    if (!line || now <= 0) return [];
    const after = firstPairsOf(line, Math.min(line.qty, before + now));
    const earlier = firstPairsOf(line, Math.min(line.qty, before));
    const amounts = Object.fromEntries(AMOUNT_KEYS.map((key) => [key, after[key] - earlier[key]]));
    return [{ productId, title: line.description, qty: now, ...(amounts as Reversed) }];
  });
}

/** The pairs a request credits: the named lines, or every pair not credited before. */
export function pairsToCredit(
  orderLines: readonly OrderLineRef[],
  creditedBefore: readonly OrderLineRef[],
  asked?: readonly OrderLineRef[],
): CreditedPairs[] {
  const before = (productId: string) =>
    creditedBefore.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.qty, 0);
  return orderLines.map(({ productId, qty }) => {
    const earlier = before(productId);
    const wanted = asked
      ? asked.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.qty, 0)
      : qty;
    return { productId, before: earlier, now: Math.max(0, Math.min(wanted, qty - earlier)) };
  });
}

/** The credit note against `invoice` for `lines`, before it is numbered. */
export function creditNote(
  invoice: TaxInvoice,
  note: { orderId: string; issuedAt: string; cause: RefundCause; lines: CreditNoteLine[] },
): Omit<CreditNote, 'number'> {
  const sum = (key: (typeof AMOUNT_KEYS)[number]) => note.lines.reduce((total, line) => total + line[key], 0);
  return {
    ...note,
    invoiceNumber: invoice.number,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}
