import { MAX_HINDI_TITLE, MAX_PRODUCT_TEXT, type ProductInput } from '@/shared/catalogue';
import { BRANDS, CATEGORIES, type CatalogueProduct } from '@/shared/types';
import { badRequest } from '@/api/http/http-error';
import { asObject, requireStrings } from '@/api/http/validate';
import { MIN_PRODUCT_PRICE, belowMinimumPrice } from '@/shared/order-totals';

/** No sneaker costs more (rupees); a larger figure is a typo. */
export const MAX_PRODUCT_RUPEES = 10_000_000;

const wholeRupees = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PRODUCT_RUPEES;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Each wrong field's reason, by field: everything staff got wrong is said at once. */
function fieldErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { text, brand, category, price, mrp, published } = body;
  if (typeof text !== 'string' || text.trim() === '') errors.text = 'The description is required.';
  else if (text.length > MAX_PRODUCT_TEXT)
    errors.text = `The description must be at most ${MAX_PRODUCT_TEXT} characters.`;
  if (!isOneOf(BRANDS, brand)) errors.brand = `The brand must be one of ${BRANDS.join(', ')}.`;
  if (!Array.isArray(category) || !category.every((name) => isOneOf(CATEGORIES, name)))
    errors.category = `The categories must be a list of ${CATEGORIES.join(', ')}.`;
  if (!wholeRupees(price)) errors.price = 'The price must be a whole number of rupees, at least 1.';
  else if (price < MIN_PRODUCT_PRICE) errors.price = belowMinimumPrice('price');
  if (!wholeRupees(mrp)) errors.mrp = 'The MRP must be a whole number of rupees, at least 1.';
  else if (mrp < MIN_PRODUCT_PRICE) errors.mrp = belowMinimumPrice('MRP');
  else if (wholeRupees(price) && mrp < price) errors.mrp = 'The MRP must be at least the price.';
  if (typeof published !== 'boolean') errors.published = 'Published must be true or false.';
  return errors;
}

/** The Hindi title and description (issue 37): optional, so absent, null or blank is none. */
const HINDI_FIELDS = {
  titleHi: { label: 'The Hindi title', max: MAX_HINDI_TITLE },
  textHi: { label: 'The Hindi description', max: MAX_PRODUCT_TEXT },
} as const;

type HindiField = keyof typeof HINDI_FIELDS;

function hindiFieldErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of Object.keys(HINDI_FIELDS) as HindiField[]) {
    const value = body[key];
    const { label, max } = HINDI_FIELDS[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
      errors[key] = `${label} must be text.`;
    else if (typeof value === 'string' && value.trim().length > max)
      errors[key] = `${label} must be at most ${max} characters.`;
  }
  return errors;
}

/** The Hindi fields given, trimmed; a blank one is left out (none). */
function hindiTexts(body: Record<string, unknown>): Pick<ProductInput, HindiField> {
  const texts: Pick<ProductInput, HindiField> = {};
  for (const key of Object.keys(HINDI_FIELDS) as HindiField[]) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') texts[key] = value.trim();
  }
  return texts;
}

/** POST and PUT /api/staff/products's body, checked: a 400 naming every wrong field. */
export function productInputFrom(value: unknown): ProductInput {
  const body = asObject(value);
  const errors = { ...fieldErrors(body), ...hindiFieldErrors(body) };
  let texts: { title: string; countryOfOrigin: string } | null = null;
  try {
    texts = requireStrings(body, { title: 'The title', countryOfOrigin: 'The country of origin' });
  } catch (refusal) {
    if (!(refusal instanceof Error && 'errors' in refusal)) throw refusal;
    Object.assign(errors, refusal.errors);
  }
  const messages = Object.values(errors);
  if (messages.length > 0 || !texts) throw badRequest(messages.join(' '), errors);
  const input = body as unknown as ProductInput;
  return {
    ...texts,
    text: input.text.trim(),
    brand: input.brand,
    category: [...new Set(input.category)],
    price: input.price,
    mrp: input.mrp,
    published: input.published,
    ...hindiTexts(body),
  };
}

/**
 * What staff write of a product, read off it: the audit log's before and after, a test's edit. A
 * shopper's copy (no `published`) reads as published.
 */
export const productInputOf = ({
  title,
  text,
  titleHi,
  textHi,
  brand,
  category = [],
  price,
  mrp,
  countryOfOrigin,
  published = true,
}: CatalogueProduct & { published?: boolean }): ProductInput => ({
  title,
  text,
  ...(titleHi ? { titleHi } : {}),
  ...(textHi ? { textHi } : {}),
  brand,
  category,
  price,
  mrp,
  countryOfOrigin,
  published,
});
