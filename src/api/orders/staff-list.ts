import { ORDER_STATUSES, type OrderStatus } from '@/shared/order-lifecycle';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/types';
import { badRequest } from '@/api/http/http-error';
import { fromHex, toHex } from '@/api/http/hex';

/** Orders a page of the staff list holds. */
export const STAFF_ORDER_PAGE_SIZE = 50;

/** Where a page starts: after the order placed at `createdAt` with id `_id` (newest first). */
export interface StaffOrderCursor {
  createdAt: string;
  _id: string;
}

/**
 * What the staff list is filtered by, as the store reads it: placement times as timestamps
 * (`since` inclusive, `until` exclusive), and at most one search (an order id or its start, an
 * account, or an address's mobile).
 */
export interface StaffOrderFilter {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  since?: string;
  until?: string;
  idPrefix?: string;
  userId?: string;
  mobile?: string;
  after?: StaffOrderCursor;
}

/** The search `q` as the route reads it: which of the three it is. */
export type StaffOrderSearch = { idPrefix: string } | { email: string } | { mobile: string };

const SEARCH_MESSAGE =
  '`q` searches by an order id (or its first characters), an account email or a 10-digit mobile number.';
const ID_PREFIX = /^[0-9a-f-]{1,36}$/;
const MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

/** `q` read as a mobile (spaces and hyphens ignored), an email (has an @) or an order id's start. */
export function searchOf(q: string): StaffOrderSearch {
  const text = q.trim().toLowerCase();
  if (text.includes('@')) {
    if (text.length > 200) throw badRequest(SEARCH_MESSAGE, { q: SEARCH_MESSAGE });
    return { email: text };
  }
  const mobile = MOBILE.exec(text.replace(/[\s-]/g, ''));
  if (mobile?.[1]) return { mobile: mobile[1] };
  if (ID_PREFIX.test(text)) return { idPrefix: text };
  throw badRequest(SEARCH_MESSAGE, { q: SEARCH_MESSAGE });
}

/** The cursor as the page hands it out: opaque to the console, its two parts as hex. */
export const cursorText = ({ createdAt, _id }: StaffOrderCursor): string =>
  toHex(new TextEncoder().encode(`${createdAt}|${_id}`));

const CURSOR_MESSAGE = '`after` must be the `next` of the page before.';
const CURSOR_PARTS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)\|([0-9a-f-]{1,36})$/;

export function cursorFrom(after: string): StaffOrderCursor {
  const parts = /^(?:[0-9a-f]{2}){1,100}$/.test(after)
    ? CURSOR_PARTS.exec(new TextDecoder().decode(fromHex(after)))
    : null;
  if (!parts?.[1] || !parts[2]) throw badRequest(CURSOR_MESSAGE, { after: CURSOR_MESSAGE });
  return { createdAt: parts[1], _id: parts[2] };
}

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
export function placedBetween(
  from: string | null,
  to: string | null,
): Pick<StaffOrderFilter, 'since' | 'until'> {
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

function oneOf<T extends string>(name: string, value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null || value === '') return undefined;
  const found = allowed.find((item) => item === value);
  if (found) return found;
  const message = `\`${name}\` must be one of: ${allowed.join(', ')}.`;
  throw badRequest(message, { [name]: message });
}

/** The list's query parameters, each checked; the search left as read, for the route to resolve. */
export function staffOrderQuery(url: URL): { filter: StaffOrderFilter; search: StaffOrderSearch | null } {
  const get = (name: string) => url.searchParams.get(name);
  const q = get('q')?.trim() ?? '';
  const after = get('after');
  const status = oneOf('status', get('status'), ORDER_STATUSES);
  const paymentMethod = oneOf('payment', get('payment'), PAYMENT_METHODS);
  const filter: StaffOrderFilter = {
    ...(status ? { status } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...placedBetween(get('from') || null, get('to') || null),
    ...(after ? { after: cursorFrom(after) } : {}),
  };
  return { filter, search: q === '' ? null : searchOf(q) };
}

/** Who an email belongs to, as the accounts' store answers (taken as a shape: its module imports this one's). */
interface AccountsByEmail {
  findByEmail(email: string): Promise<{ _id: string } | null>;
}

/** The search as the store filters: an email becomes its account (null: no such account, no orders). */
async function searchFilter(
  users: AccountsByEmail,
  search: StaffOrderSearch,
): Promise<StaffOrderFilter | null> {
  if (!('email' in search)) return search;
  const user = await users.findByEmail(search.email);
  return user ? { userId: user._id } : null;
}

/**
 * The console's order filter as the request's query gives it (status, payment, from, to, q, after;
 * each checked, a 400 naming the one that is wrong), the search resolved: null when it finds no
 * account, so no order passes. The list and the orders' export (src/api/reports) both read it.
 */
export async function staffListFilter(
  users: AccountsByEmail,
  request: Request,
): Promise<StaffOrderFilter | null> {
  const { filter, search } = staffOrderQuery(new URL(request.url));
  const searched = search ? await searchFilter(users, search) : {};
  return searched && { ...filter, ...searched };
}
