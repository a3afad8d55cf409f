import type { FieldErrors } from '@/shared/hooks/use-form';
import {
  MAX_HINDI_TITLE,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_TEXT,
  PRODUCT_IMAGE_TYPES,
  type ProductInput,
  type StaffProduct,
} from '@/shared/catalogue';
import { MIN_PRODUCT_PRICE, belowMinimumPrice } from '@/shared/order-totals';
import { BRANDS, CATEGORIES, type Brand, type CategoryName } from '@/shared/types';

/** The product form's fields as typed (every one a string; categories comma-joined). */
export interface ProductDraft {
  title: string;
  text: string;
  brand: string;
  category: string;
  price: string;
  mrp: string;
  countryOfOrigin: string;
  /** Optional (issue 37): blank for none, and the shop's Hindi pages show the English one. */
  titleHi?: string;
  textHi?: string;
}

/** The form's values: every field, the optional ones '' when blank. */
export type ProductFormValues = Required<ProductDraft>;

export const emptyDraft: ProductFormValues = {
  title: '',
  text: '',
  titleHi: '',
  textHi: '',
  brand: '',
  category: '',
  price: '',
  mrp: '',
  countryOfOrigin: 'India',
};

/** A product's fields as the form shows them; saving it back (publishing too) keeps its Hindi. */
export function draftOf(product: StaffProduct): ProductFormValues {
  return {
    title: product.title,
    text: product.text,
    titleHi: product.titleHi ?? '',
    textHi: product.textHi ?? '',
    brand: product.brand,
    category: (product.category ?? []).join(','),
    price: String(product.price),
    mrp: String(product.mrp),
    countryOfOrigin: product.countryOfOrigin,
  };
}

export const categoriesOf = (draft: ProductDraft): CategoryName[] =>
  CATEGORIES.filter((category) => draft.category.split(',').includes(category));

const wholeRupees = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** What is wrong with the draft, field by field, in words a member can act on. */
export function checkDraft(draft: ProductDraft): FieldErrors<ProductDraft> {
  const errors: FieldErrors<ProductDraft> = {};
  if (!draft.title.trim()) errors.title = 'Enter the title.';
  if (!draft.text.trim()) errors.text = 'Enter the description.';
  if (!BRANDS.some((brand) => brand === draft.brand)) errors.brand = 'Choose a brand.';
  if (categoriesOf(draft).length === 0) errors.category = 'Choose at least one category.';
  const price = wholeRupees(draft.price);
  const mrp = wholeRupees(draft.mrp);
  if (price === null || price < 1) errors.price = 'Enter the price in whole rupees, at least 1.';
  else if (price < MIN_PRODUCT_PRICE) errors.price = belowMinimumPrice('price');
  if (mrp === null) errors.mrp = 'Enter the MRP in whole rupees.';
  else if (mrp < MIN_PRODUCT_PRICE) errors.mrp = belowMinimumPrice('MRP');
  else if (price !== null && mrp < price) errors.mrp = 'The MRP cannot be below the price.';
  if (!draft.countryOfOrigin.trim()) errors.countryOfOrigin = 'Enter the country of origin.';
  if ((draft.titleHi?.trim().length ?? 0) > MAX_HINDI_TITLE)
    errors.titleHi = `Shorten the Hindi title to ${MAX_HINDI_TITLE} characters.`;
  if ((draft.textHi?.trim().length ?? 0) > MAX_PRODUCT_TEXT)
    errors.textHi = `Shorten the Hindi description to ${MAX_PRODUCT_TEXT} characters.`;
  return errors;
}

/** An optional text as the API takes it: trimmed, and left out when blank. */
const optionalText = (key: 'titleHi' | 'textHi', text: string | undefined): Partial<ProductInput> => {
  const trimmed = text?.trim();
  return trimmed ? { [key]: trimmed } : {};
};

/** A checked draft as the API takes it. */
export function inputOf(draft: ProductDraft, published: boolean): ProductInput {
  return {
    title: draft.title.trim(),
    text: draft.text.trim(),
    brand: draft.brand as Brand,
    category: categoriesOf(draft),
    price: Number(draft.price.trim()),
    mrp: Number(draft.mrp.trim()),
    countryOfOrigin: draft.countryOfOrigin.trim(),
    published,
    ...optionalText('titleHi', draft.titleHi),
    ...optionalText('textHi', draft.textHi),
  };
}

/** Why a picture cannot be sent (checked before sending), or null. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!PRODUCT_IMAGE_TYPES.some((type) => type === file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return 'The picture is larger than 2 MB.';
  return null;
}
