/**
 * The one CSV writer every export uses (RFC 4180: cells quoted when they hold a comma, a quote or a
 * line break; CRLF between rows), as UTF-8 with a byte-order mark, so Excel reads ₹ and Devanagari
 * as they are. No CSV library is installed, and this is all an export needs.
 */

/** Text, a number (amounts in rupees, pairs), or nothing. */
export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (OWASP's CSV injection: one starting with =, +,
 * -, @, a tab or a carriage return) is written with a leading apostrophe, which makes it text.
 * Numbers are the shop's own figures and stay numbers, a negative credit note amount too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const BYTE_ORDER_MARK = '\uFEFF';

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : cell.toFixed(2);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, with its line ending. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(cellText).join(',')}\r\n`;

/** A whole (small) table as text: the byte-order mark, the header, the rows. */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BYTE_ORDER_MARK + csvLine(header) + rows.map(csvLine).join('');

/**
 * A table as a stream: the header at once, then each batch of rows as it is read (a pull each, so
 * a slow reader holds the reading back and memory stays one batch deep).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A download: the body (text or a stream) as an attachment named `filename`. */
export function csvResponse(filename: string, body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}
