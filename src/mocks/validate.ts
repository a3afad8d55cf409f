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

/** `{ product: { _id } }` → the product id, or a 400. */
export function productIdFrom(body: unknown): string {
  const product = asObject(asObject(body).product, 'The request body needs a product object.');
  if (typeof product._id !== 'string' || product._id === '') {
    throw badRequest('The product needs an _id.');
  }
  if (product._id.length > MAX_FIELD_LENGTH) throw badRequest(tooLong('The product _id'));
  return product._id;
}
