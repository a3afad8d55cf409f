/**
 * The owner's reports: the /api contract's types for them (src/api/reports answers them).
 */

/** GSTR-1's tables as the offline tool's spreadsheet names its sheets: each one's CSV. */
export const GSTR1_TABLES = ['b2cs', 'b2cl', 'cdnur', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/**
 * GSTR-1 as the GST portal's offline tool imports it (its JSON's keys; amounts in rupees, two
 * decimals; dates DD-MM-YYYY; places of supply as GST state codes). Only the tables a shop selling
 * to consumers fills: docs/decisions.md, GSTR-1, maps each to the shop's documents.
 */

/** Table 7: B2C (Others), one row per place of supply and rate, net of its credit notes. */
export interface B2csRow {
  sply_ty: 'INTRA' | 'INTER';
  typ: 'OE';
  pos: string;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** An item of a B2C (Large) invoice or its credit note: one per rate. */
export interface RateItem {
  num: number;
  itm_det: { rt: number; txval: number; iamt: number; csamt: number };
}

/** Table 5: B2C (Large) invoices, by place of supply. */
export interface B2clPlace {
  pos: string;
  inv: { inum: string; idt: string; val: number; itms: RateItem[] }[];
}

/** Table 9B: a credit note against a B2C (Large) invoice. */
export interface CdnurNote {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  pos: string;
  val: number;
  itms: RateItem[];
}

/** Table 12: one row per HSN code, unit and rate, net of credit notes. */
export interface HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Table 13: a series of documents issued in the period. */
export interface DocumentSeries {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1 {
  gstin: string;
  /** The return period, MMYYYY. */
  fp: string;
  b2cs: B2csRow[];
  b2cl: B2clPlace[];
  cdnur: CdnurNote[];
  /** `hsn_b2c` from May 2025 (the B2B/B2C split), `data` before. */
  hsn: { hsn_b2c: HsnRow[] } | { data: HsnRow[] };
  doc_issue: { doc_det: { doc_num: number; doc_typ: string; docs: DocumentSeries[] }[] };
}
