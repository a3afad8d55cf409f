import { firstRow, type SqlClient } from './sql-client';

/** The numbered series of documents the shop issues, each a table of one counter per financial year. */
export type SerialSeries = 'invoice_series' | 'credit_note_series';

/**
 * The next serial of `series` in `financialYear`, in the caller's transaction. One statement takes
 * it: the counter's row lock makes concurrent ones wait their turn, and a rolled-back transaction
 * gives its serial back, so the series has no gaps.
 */
export async function nextSerial(
  db: SqlClient,
  series: SerialSeries,
  financialYear: string,
): Promise<number> {
  const row = await firstRow<{ serial: number }>(
    db,
    `INSERT INTO ${series} (financial_year, last_serial) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = ${series}.last_serial + 1
     RETURNING last_serial AS serial`,
    [financialYear],
  );
  if (!row) throw new Error(`${series} gave no serial`);
  return row.serial;
}
