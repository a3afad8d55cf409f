import type { Gstr1 } from '@/shared/reports';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The month (YYYY-MM) in India `monthsBack` months before now's: GSTR-1 is filed for the month before. */
export function indiaMonth(monthsBack: number, now = Date.now()): string {
  const today = new Date(now + IST_OFFSET_MS);
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1));
  return month.toISOString().slice(0, 7);
}

/** The amounts of a table's rows, in paise: taxable value and tax. */
export interface TableTotal {
  taxable: number;
  tax: number;
}

type Amounts = { txval: number; iamt: number; camt?: number; samt?: number };

const paise = (rupees: number) => Math.round(rupees * 100);
const totalOf = (rows: readonly Amounts[]): TableTotal => ({
  taxable: rows.reduce((sum, row) => sum + paise(row.txval), 0),
  tax: rows.reduce((sum, row) => sum + paise(row.iamt) + paise(row.camt ?? 0) + paise(row.samt ?? 0), 0),
});

/** What the screen shows of a month's return before it is downloaded: each table's totals. */
export function gstr1Totals(gstr1: Gstr1) {
  const hsn = 'hsn_b2c' in gstr1.hsn ? gstr1.hsn.hsn_b2c : gstr1.hsn.data;
  return {
    b2cs: totalOf(gstr1.b2cs),
    b2cl: totalOf(
      gstr1.b2cl.flatMap((place) => place.inv.flatMap((inv) => inv.itms.map((item) => item.itm_det))),
    ),
    cdnur: totalOf(gstr1.cdnur.flatMap((note) => note.itms.map((item) => item.itm_det))),
    hsn: totalOf(hsn),
  };
}

/** The file the portal's offline tool imports, named as the portal names its own downloads. */
export const gstr1FileName = (gstr1: Gstr1) => `GSTR1_${gstr1.gstin}_${gstr1.fp}.json`;
