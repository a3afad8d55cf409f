import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { INVALID_EMAIL, isPlainEmail } from '@/shared/email-address';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { badRequest } from './http-error';

export function asObject(
  value: unknown,
  message = 'The request body must be a JSON object.',
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(message);
  return value as Record<string, unknown>;
}

/** No field of the shop (names, emails, ids, signatures) needs more; longer is abuse or a bug. */
export const MAX_FIELD_LENGTH = 200;

export const tooLong = (label: string) => `${label} must be at most ${MAX_FIELD_LENGTH} characters.`;

/**
 * Required, non-blank string fields by name → label; a 400 naming every missing or oversized one.
 * Values are trimmed, but for the fields in `verbatim` (a password's spaces are part of it).
 */
export function requireStrings<K extends string>(
  source: Record<string, unknown>,
  labels: Record<K, string>,
  verbatim: readonly NoInfer<K>[] = [],
): Record<K, string> {
  const values = {} as Record<K, string>;
  const errors: Record<string, string> = {};
  for (const key of Object.keys(labels) as K[]) {
    const value = source[key];
    if (typeof value !== 'string' || value.trim() === '') errors[key] = `${labels[key]} is required.`;
    else if (value.length > MAX_FIELD_LENGTH) errors[key] = tooLong(labels[key]);
    else values[key] = verbatim.includes(key) ? value : value.trim();
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages.join(' '), errors);
  return values;
}

/**
 * Why a new account's password cannot be, by the one rule for shoppers and staff (at least
 * MIN_PASSWORD_LENGTH characters), or null when it can.
 */
export const weakPasswordReason = (password: string): string | null =>
  password.length < MIN_PASSWORD_LENGTH ? inlineMessages.passwordTooShort : null;

/** A new account's password and email, else a 400 whose `errors` name the field. */
export function checkNewCredentials({ email, password }: { email: string; password: string }): void {
  const weak = weakPasswordReason(password);
  if (weak) throw badRequest(weak, { password: weak });
  if (!isPlainEmail(email)) throw badRequest(INVALID_EMAIL, { email: INVALID_EMAIL });
}

/**
 * A changed password, by the new-account rule and unlike the current one (shoppers' and staff's);
 * the answer's `errors` name the field `newPassword`.
 */
export function checkNewPassword(currentPassword: string, newPassword: string): void {
  const weak = weakPasswordReason(newPassword);
  if (weak) throw badRequest(weak, { newPassword: weak });
  if (newPassword === currentPassword) {
    throw badRequest(serverMessages.samePassword, { newPassword: serverMessages.samePassword });
  }
}

/** `{ product: { _id } }` → the product id, or a 400. */
export function productIdFrom(body: unknown): string {
  const product = asObject(asObject(body).product, 'The request body needs a product object.');
  if (typeof product._id !== 'string' || product._id === '') {
    throw badRequest('The product needs an _id.');
  }
  if (product._id.length > MAX_FIELD_LENGTH) throw badRequest(tooLong('The product _id'));
  return product._id;
}

/**
 * Text PostgreSQL cannot store: NUL (it ends a C string), and half of a surrogate pair (not valid
 * UTF-16, so it has no UTF-8: node-postgres would silently store U+FFFD instead).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string) => !UNSTORABLE.test(text);

/**
 * The fields (leaf keys) of a parsed JSON body whose text cannot be stored; '' for text under no
 * storable key. A loop, not recursion: JSON.parse accepts nesting deeper than the call stack.
 */
function unstorableFields(body: unknown): Set<string> {
  const found = new Set<string>();
  const pending: [value: unknown, field: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (!isStorable(value)) found.add(field);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push([item, field]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const storableKey = isStorable(key);
        if (!storableKey) found.add('');
        pending.push([item, storableKey ? key : '']);
      }
    }
  }
  return found;
}

/**
 * Text no query parameter of the shop needs: what PostgreSQL cannot store (`UNSTORABLE`), and the
 * other C0 control characters and DEL, which no search, filter or cursor holds.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\0-\x1F\x7F]/;
const isClean = (text: string) => !CONTROL.test(text) && isStorable(text);

/**
 * The edge's check of the query string, on every route (`GET /api/staff/orders?q=a%00b`): a 400
 * naming the parameter before any handler, as bodies and paths are checked. `url` is the request's.
 */
export function assertCleanQuery(url: string): void {
  // Most requests have no query string: no URL to parse for them (a cost on every answer).
  if (!url.includes('?')) return;
  const bad = [...new URL(url).searchParams].filter(([name, value]) => !isClean(name) || !isClean(value));
  if (bad.length === 0) return;
  const named = bad.filter(([name]) => name !== '' && isClean(name));
  const errors = Object.fromEntries(named.map(([name]) => [name, serverMessages.uncleanQueryParameter]));
  throw badRequest(serverMessages.uncleanQuery, named.length > 0 ? errors : undefined);
}

/** The edge's check of path parameters (`DELETE /api/user/cart/%00`): a 400 before any handler. */
export function assertStorableParams(params: Record<string, string | readonly string[] | undefined>): void {
  const values = Object.values(params).flatMap((value) => value ?? []);
  if (!values.every(isStorable)) throw badRequest(serverMessages.unstorablePath);
}

/**
 * The edge's check that every string of a parsed JSON body (keys included) can be stored: a 400
 * naming the fields, before any handler sees it.
 */
export function assertStorableBody(body: unknown): void {
  const fields = unstorableFields(body);
  if (fields.size === 0) return;
  const errors = Object.fromEntries(
    [...fields].filter((field) => field !== '').map((field) => [field, serverMessages.unstorableField]),
  );
  throw badRequest(serverMessages.unstorableText, Object.keys(errors).length > 0 ? errors : undefined);
}
