import { ORDER_STATUSES, type OrderStatus } from '@/shared/order-lifecycle';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/types';
import { badRequest } from '@/api/http/http-error';
import { fromHex, toHex } from '@/api/http/hex';
import { placedBetween } from '@/api/http/india-days';
import { orderNumberSerial } from '@/shared/order-number';

/** Orders a page of the staff list holds. */
export const STAFF_ORDER_PAGE_SIZE = 50;

/** Where a page starts: after the order placed at `createdAt` with id `_id` (newest first). */
export interface StaffOrderCursor {
  createdAt: string;
  _id: string;
}

/**
 * What `q` can name, each read from the one text (searchOf): the list shows an order that matches
 * any of them. `words` (lower-case) is part of the customer's name (the delivery address's or the
 * account's) or of the account's email; it is left out when the text, with a digit or an `@` in it,
 * is one of the exact readings (a name has neither), so those are found through their indexes
 * instead of by reading every order.
 */
export interface StaffOrderSearch {
  words?: string;
  /** An account's whole email. */
  email?: string;
  /** The serial of an order number (`SH-100042`, `100042`). */
  serial?: number;
  /** An invoice number, as the series writes it (`SH/26-27/000001`). */
  invoiceNumber?: string;
  /** An order id or its first characters. */
  idPrefix?: string;
  /** A 10-digit mobile, without +91. */
  mobile?: string;
}

/**
 * What the staff list is filtered by, as the store reads it: placement times as timestamps
 * (`since` inclusive, `until` exclusive), and the search.
 */
export interface StaffOrderFilter {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  since?: string;
  until?: string;
  search?: StaffOrderSearch;
  after?: StaffOrderCursor;
}

/** Longer than any name, email or number: such a `q` finds nothing, without reading the table. */
export const SEARCH_MAX_LENGTH = 200;
const ID_PREFIX = /^[0-9a-f-]{1,36}$/;
const MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;
const INVOICE_NUMBER = /^sh\/\d{2}-\d{2}\/\d{1,6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `q` read every way it can be (spaces inside a mobile ignored); any text is a search. */
export function searchOf(q: string): StaffOrderSearch {
  const words = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const serial = orderNumberSerial(words);
  const mobile = MOBILE.exec(words.replace(/[\s-]/g, ''))?.[1];
  const exact: Omit<StaffOrderSearch, 'words'> = {
    ...(serial === null ? {} : { serial }),
    ...(INVOICE_NUMBER.test(words) ? { invoiceNumber: words.toUpperCase() } : {}),
    ...(ID_PREFIX.test(words) ? { idPrefix: words } : {}),
    ...(mobile ? { mobile } : {}),
    ...(EMAIL.test(words) ? { email: words } : {}),
  };
  const exactOnly = /[\d@]/.test(words) && Object.keys(exact).length > 0;
  return exactOnly ? exact : { words, ...exact };
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

function oneOf<T extends string>(name: string, value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null || value === '') return undefined;
  const found = allowed.find((item) => item === value);
  if (found) return found;
  const message = `\`${name}\` must be one of: ${allowed.join(', ')}.`;
  throw badRequest(message, { [name]: message });
}

/** The list's query parameters, each checked, and whether the search is too long to match anything. */
function staffOrderQuery(url: URL): { filter: StaffOrderFilter; tooLong: boolean } {
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
  return {
    filter: { ...filter, ...(q === '' ? {} : { search: searchOf(q) }) },
    tooLong: q.length > SEARCH_MAX_LENGTH,
  };
}

/**
 * The console's order filter as the request's query gives it (status, payment, from, to, q, after;
 * each checked, a 400 naming the one that is wrong); null when the search is too long to match
 * anything, so no order passes. The list and the orders' export (src/api/reports) both read it.
 */
export function staffListFilter(request: Request): StaffOrderFilter | null {
  const { filter, tooLong } = staffOrderQuery(new URL(request.url));
  return tooLong ? null : filter;
}
