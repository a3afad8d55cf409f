import { placeOfSupplyLabel } from '@/shared/gst/state-codes';
import { badRequest } from '@/api/http/http-error';
import type { CsvCell } from './csv';
import { GSTR1_TABLES, type Gstr1, type Gstr1Table } from '@/shared/reports';

interface Table {
  header: string[];
  rows: CsvCell[][];
}

const TAX = [
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

const hsnRowsOf = (hsn: Gstr1['hsn']) => ('hsn_b2c' in hsn ? hsn.hsn_b2c : hsn.data);

/** Each table's columns (the offline tool's, with every tax written out) and rows, from the JSON. */
const TABLES: Record<Gstr1Table, (gstr1: Gstr1) => Table> = {
  b2cs: ({ b2cs }) => ({
    header: ['Type', 'Place Of Supply', 'Supply Type', 'Rate', ...TAX],
    rows: b2cs.map((row) => [
      row.typ,
      placeOfSupplyLabel(row.pos),
      row.sply_ty,
      row.rt,
      row.txval,
      row.iamt,
      row.camt,
      row.samt,
      row.csamt,
    ]),
  }),
  b2cl: ({ b2cl }) => ({
    header: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Cess Amount',
    ],
    rows: b2cl.flatMap(({ pos, inv }) =>
      inv.flatMap((invoice) =>
        invoice.itms.map(({ itm_det: item }) => [
          invoice.inum,
          invoice.idt,
          invoice.val,
          placeOfSupplyLabel(pos),
          item.rt,
          item.txval,
          item.iamt,
          item.csamt,
        ]),
      ),
    ),
  }),
  cdnur: ({ cdnur }) => ({
    header: [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Cess Amount',
    ],
    rows: cdnur.flatMap((note) =>
      note.itms.map(({ itm_det: item }) => [
        note.typ,
        note.nt_num,
        note.nt_dt,
        note.ntty,
        placeOfSupplyLabel(note.pos),
        note.val,
        item.rt,
        item.txval,
        item.iamt,
        item.csamt,
      ]),
    ),
  }),
  hsn: ({ hsn }) => ({
    header: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAX],
    rows: hsnRowsOf(hsn).map((row) => [
      row.hsn_sc,
      row.desc,
      row.uqc,
      row.qty,
      (Math.round(row.txval * 100) + Math.round((row.iamt + row.camt + row.samt) * 100)) / 100,
      row.rt,
      row.txval,
      row.iamt,
      row.camt,
      row.samt,
      row.csamt,
    ]),
  }),
  docs: ({ doc_issue }) => ({
    header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued'],
    rows: doc_issue.doc_det.flatMap(({ doc_typ, docs }) =>
      docs.map((series) => [doc_typ, series.from, series.to, series.totnum, series.cancel, series.net_issue]),
    ),
  }),
};

const TABLE_MESSAGE = `\`table\` must be one of: ${GSTR1_TABLES.join(', ')}.`;

/** The `table` asked for, checked (a 400 naming it otherwise). */
export function gstr1TableOf(url: URL): Gstr1Table {
  const asked = url.searchParams.get('table');
  const table = GSTR1_TABLES.find((name) => name === asked);
  if (!table) throw badRequest(TABLE_MESSAGE, { table: TABLE_MESSAGE });
  return table;
}

export const gstr1Table = (gstr1: Gstr1, table: Gstr1Table): Table => TABLES[table](gstr1);
