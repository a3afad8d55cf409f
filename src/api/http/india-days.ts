import { badRequest } from './http-error';

/**
 * India's calendar days as the staff lists' `from` and `to` parameters name them (YYYY-MM-DD, both
 * inclusive): the orders list and the audit log.
 */

/** India's offset from UTC: its calendar days start at 18:30 UTC the day before. */
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The moment a YYYY-MM-DD day of India's calendar starts, as a timestamp; a 400 for no such day. */
function indiaDayStart(day: string, name: 'from' | 'to'): number {
  const message = `\`${name}\` must be a date as YYYY-MM-DD, such as 2026-05-02.`;
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00${INDIA_OFFSET}`) : NaN;
  // Date.parse rolls 2026-02-30 over to March: a day that does not come back as itself is none.
  if (Number.isNaN(start) || stamp(start + INDIA_OFFSET_MS).slice(0, 10) !== day) {
    throw badRequest(message, { [name]: message });
  }
  return start;
}

/** `from` and `to` (India's days, both inclusive) as the timestamps the store compares. */
export function placedBetween(from: string | null, to: string | null): { since?: string; until?: string } {
  const since = from ? indiaDayStart(from, 'from') : null;
  const until = to ? indiaDayStart(to, 'to') + DAY_MS : null;
  if (since !== null && until !== null && since >= until) {
    const message = '`from` must be on or before `to`.';
    throw badRequest(message, { from: message });
  }
  return {
    ...(since === null ? {} : { since: stamp(since) }),
    ...(until === null ? {} : { until: stamp(until) }),
  };
}
