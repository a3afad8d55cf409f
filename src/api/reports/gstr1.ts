import { gstStateCode } from '@/shared/gst/state-codes';
import {
  B2CS_TYPE,
  DOCUMENT_NATURES,
  FOOTWEAR_UQC,
  HSN_SPLIT_FROM_PERIOD,
  SNEAKER_HSN_DESCRIPTION,
  b2clLimitPaise,
} from '@/shared/gst/gstr1-rules';
import { indiaDate, type TaxInvoice } from '@/shared/gst/tax-invoice';
import type { InvoiceOfOrder, NoteOfInvoice } from './documents';
import type {
  B2clPlace,
  B2csRow,
  CdnurNote,
  DocumentSeries,
  Gstr1,
  HsnRow,
  RateItem,
} from '@/shared/reports';
import type { ReportMonth } from './month';
import { seriesTracker } from './series';

/** One line of a document as GSTR-1 counts it, in paise: an invoice's, or a credit note's (negative). */
interface TaxLine {
  hsn: string;
  rate: number;
  qty: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

type Sums = Pick<TaxLine, 'qty' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

const rupees = (paise: number) => paise / 100;
const dayOf = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
const empty = (): Sums => ({ qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
/** A place, rate or code whose credit notes cancelled its invoices exactly has nothing to report. */
const nonZero = ([, sums]: [string, Sums]) => Object.values(sums).some((value) => value !== 0);

function addTo<Key>(sums: Map<Key, Sums>, key: Key, line: TaxLine) {
  const total = sums.get(key) ?? empty();
  for (const part of ['qty', 'taxable', 'cgst', 'sgst', 'igst'] as const) total[part] += line[part];
  sums.set(key, total);
}

/** Table 5's and 9B's items: one per rate, IGST only (B2C (Large) supplies are inter-state). */
function rateItems(lines: readonly TaxLine[]): RateItem[] {
  const byRate = new Map<number, Sums>();
  for (const line of lines) addTo(byRate, line.rate, line);
  return [...byRate].map(([rt, sums], index) => ({
    num: index + 1,
    itm_det: { rt, txval: rupees(Math.abs(sums.taxable)), iamt: rupees(Math.abs(sums.igst)), csamt: 0 },
  }));
}

const invoiceLines = (invoice: TaxInvoice): TaxLine[] =>
  invoice.lines.map((line) => ({
    hsn: line.hsn,
    rate: line.ratePercent,
    qty: line.qty,
    taxable: line.taxableValue,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
  }));

/** A credit note's lines, negative, at the rate and HSN of the invoice lines they reverse. */
function noteLines({ note, invoice, order }: NoteOfInvoice): TaxLine[] {
  return note.lines.flatMap((line) => {
    const billed = invoice.lines[order.items.findIndex((item) => item._id === line.productId)];
    if (!billed) return [];
    return [
      {
        hsn: billed.hsn,
        rate: billed.ratePercent,
        qty: -line.qty,
        taxable: -line.taxablePaise,
        cgst: -line.cgstPaise,
        sgst: -line.sgstPaise,
        igst: -line.igstPaise,
      },
    ];
  });
}

/** Inter-state and above the limit on its date: B2C (Large), table 5 (CGST Rules, rule 59(4)). */
export const isB2cLarge = (invoice: TaxInvoice): boolean =>
  invoice.supply === 'inter-state' && invoice.totals.total > b2clLimitPaise(invoice.date);

/**
 * GSTR-1 for a month, built a document at a time (so a month of any size takes the memory of its
 * sums, not of its documents): `addInvoice` for each invoice dated in the month, `addCreditNote`
 * for each credit note issued in it, then `result`.
 */
export function gstr1Builder(gstin: string, month: ReportMonth) {
  const b2cs = new Map<string, Sums>();
  const hsn = new Map<string, Sums>();
  const b2cl = new Map<string, B2clPlace['inv']>();
  const cdnur: CdnurNote[] = [];
  const invoices = seriesTracker();
  const creditNotes = seriesTracker();
  const smallSupply = (invoice: TaxInvoice, lines: readonly TaxLine[]) => {
    for (const line of lines) addTo(b2cs, `${invoice.placeOfSupply}|${line.rate}`, line);
  };
  const summarise = (lines: readonly TaxLine[]) => {
    for (const line of lines) addTo(hsn, `${line.hsn}|${line.rate}`, line);
  };
  return {
    addInvoice: ({ invoice }: InvoiceOfOrder) => {
      const lines = invoiceLines(invoice);
      invoices.add(invoice.number);
      summarise(lines);
      if (!isB2cLarge(invoice)) return smallSupply(invoice, lines);
      const pos = gstStateCode(invoice.placeOfSupply);
      const place = b2cl.get(pos) ?? [];
      const value = { inum: invoice.number, idt: dayOf(invoice.date), val: rupees(invoice.totals.total) };
      b2cl.set(pos, [...place, { ...value, itms: rateItems(lines) }]);
    },
    addCreditNote: (document: NoteOfInvoice) => {
      const { note, invoice } = document;
      const lines = noteLines(document);
      creditNotes.add(note.number);
      summarise(lines);
      // A credit note against a small supply is netted into table 7; against B2C (Large), table 9B.
      if (!isB2cLarge(invoice)) return smallSupply(invoice, lines);
      const pos = gstStateCode(invoice.placeOfSupply);
      const dated = { nt_num: note.number, nt_dt: dayOf(indiaDate(note.issuedAt)), pos };
      cdnur.push({ typ: 'B2CL', ntty: 'C', ...dated, val: rupees(note.totalPaise), itms: rateItems(lines) });
    },
    result: (sellerState: string): Gstr1 => {
      const hsnRows = [...hsn].filter(nonZero).map(([key, sums], index) => hsnRow(key, sums, index));
      return {
        gstin,
        fp: month.fp,
        b2cs: [...b2cs].filter(nonZero).map(([key, sums]) => b2csRow(key, sums, sellerState)),
        b2cl: [...b2cl].map(([pos, inv]) => ({ pos, inv })),
        cdnur,
        hsn: month.month >= HSN_SPLIT_FROM_PERIOD ? { hsn_b2c: hsnRows } : { data: hsnRows },
        doc_issue: { doc_det: documentsIssued(invoices.series(), creditNotes.series()) },
      };
    },
  };
}

/** Table 13: the natures of document that have a series this month. */
const documentsIssued = (invoices: DocumentSeries[], creditNotes: DocumentSeries[]) =>
  [
    { doc_num: DOCUMENT_NATURES.invoices.number, doc_typ: DOCUMENT_NATURES.invoices.name, docs: invoices },
    {
      doc_num: DOCUMENT_NATURES.creditNotes.number,
      doc_typ: DOCUMENT_NATURES.creditNotes.name,
      docs: creditNotes,
    },
  ].filter((nature) => nature.docs.length > 0);

/** A row's taxable value and taxes in rupees (no cess on footwear). */
const taxesOf = (sums: Sums) => ({
  txval: rupees(sums.taxable),
  iamt: rupees(sums.igst),
  camt: rupees(sums.cgst),
  samt: rupees(sums.sgst),
  csamt: 0,
});

function b2csRow(key: string, sums: Sums, sellerState: string): B2csRow {
  const [state = '', rate = '0'] = key.split('|');
  return {
    sply_ty: state === sellerState ? ('INTRA' as const) : ('INTER' as const),
    typ: B2CS_TYPE,
    pos: gstStateCode(state),
    rt: Number(rate),
    ...taxesOf(sums),
  };
}

function hsnRow(key: string, sums: Sums, index: number): HsnRow {
  const [code = '', rate = '0'] = key.split('|');
  return {
    num: index + 1,
    hsn_sc: code,
    desc: SNEAKER_HSN_DESCRIPTION,
    uqc: FOOTWEAR_UQC,
    qty: sums.qty,
    rt: Number(rate),
    ...taxesOf(sums),
  };
}
