/**
 * Order numbers: what a shopper reads out on the phone and staff type into the search (issue 39).
 * Short and sequential, `SH-100001` onwards; the store keeps the number, every answer carries the
 * text. Unlike the invoice series (src/shared/gst/invoice-number.ts) they may have gaps: a number
 * taken by a placement that lost a race to the same idempotency key is never given again.
 */
const PREFIX = 'SH-';

/** The first order's number: six digits from the start, so numbers keep one length for long. */
export const FIRST_ORDER_NUMBER = 100001;

/** `SH-100042` for 100042. */
export const orderNumberText = (serial: number): string => `${PREFIX}${serial}`;

/**
 * The serial a text names, if it is an order number as people type it: `SH-100042`, `sh 100042`,
 * `#100042` or `100042`; null for anything else.
 */
export function orderNumberSerial(text: string): number | null {
  const match = /^(?:#|sh[\s-]?)?(\d{6,9})$/i.exec(text.trim());
  const serial = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(serial) && serial >= FIRST_ORDER_NUMBER ? serial : null;
}
