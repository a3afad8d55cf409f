/**
 * Invoice numbers: a consecutive series per financial year (1 April to 31 March), at most 16
 * characters, as GST's invoice rule (CGST Rules, rule 46(b)) asks: SH/26-27/000001.
 */
const PREFIX = 'SH';

/** '26-27' for any date from 2026-04-01 to 2027-03-31 (YYYY-MM-DD, in India). */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export const invoiceSeriesPrefix = (year: string) => `${PREFIX}/${year}/`;

export function invoiceNumber(year: string, serial: number): string {
  return `${invoiceSeriesPrefix(year)}${String(serial).padStart(6, '0')}`;
}
