import { indiaDate } from '@/shared/gst/tax-invoice';
import type { Backend } from '@/api/backend';
import type { CsvCell } from './csv';
import { creditNotesIn, invoicesIn, type InvoiceOfOrder, type NoteOfInvoice } from './documents';
import type { ReportMonth } from './month';

/** The accountant's register: every invoice line, then every credit note line (its amounts negative). */
export const SALES_REGISTER_HEADER = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Order',
  'Buyer',
  'Place of supply',
  'Supply',
  'Product',
  'HSN',
  'Pairs',
  'Taxable value (₹)',
  'GST rate (%)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total (₹)',
];

const rupees = (paise: number) => paise / 100;

function invoiceRows({ invoice, order }: InvoiceOfOrder): CsvCell[][] {
  const head = ['Invoice', invoice.number, invoice.date, null, order._id, invoice.buyer.name];
  return invoice.lines.map((line) => [
    ...head,
    invoice.placeOfSupply,
    invoice.supply,
    line.description,
    line.hsn,
    line.qty,
    rupees(line.taxableValue),
    line.ratePercent,
    rupees(line.cgst),
    rupees(line.sgst),
    rupees(line.igst),
    rupees(line.total),
  ]);
}

function creditNoteRows({ note, invoice, order }: NoteOfInvoice): CsvCell[][] {
  const head = [
    'Credit note',
    note.number,
    indiaDate(note.issuedAt),
    invoice.number,
    order._id,
    invoice.buyer.name,
  ];
  return note.lines.map((line) => {
    const billed = invoice.lines[order.items.findIndex((item) => item._id === line.productId)];
    return [
      ...head,
      invoice.placeOfSupply,
      invoice.supply,
      line.title,
      billed?.hsn ?? null,
      -line.qty,
      -rupees(line.taxablePaise),
      billed?.ratePercent ?? null,
      -rupees(line.cgstPaise),
      -rupees(line.sgstPaise),
      -rupees(line.igstPaise),
      -rupees(line.totalPaise),
    ];
  });
}

/** The month's register, a batch of documents at a time. */
export async function* salesRegisterRows(backend: Backend, month: ReportMonth): AsyncGenerator<CsvCell[][]> {
  const { repos, seller } = backend;
  for await (const batch of invoicesIn(repos.reports, seller, month)) yield batch.flatMap(invoiceRows);
  for await (const batch of creditNotesIn(repos.reports, seller, month)) yield batch.flatMap(creditNoteRows);
}
