/**
 * The catalogue's side of the /api contract beyond the product itself (src/shared/types.ts): what
 * staff write of a product, and its picture.
 */
import type { CatalogueProduct } from './types';

/** A product's description (English or Hindi) may run to a few paragraphs. */
export const MAX_PRODUCT_TEXT = 2000;

/** The longest Hindi title: a line, as every one-line field of the API (src/api/http/validate.ts). */
export const MAX_HINDI_TITLE = 200;

/** What staff write of a product (POST /api/staff/products, PUT /api/staff/products/:productId). */
export interface ProductInput {
  title: string;
  text: string;
  /** Optional: absent (or blank) for none, and a PUT without it removes the one before. */
  titleHi?: string;
  textHi?: string;
  brand: CatalogueProduct['brand'];
  category: NonNullable<CatalogueProduct['category']>;
  /** Rupees, whole. */
  price: number;
  /** Maximum retail price in rupees, whole, at least the price. */
  mrp: number;
  countryOfOrigin: string;
  published: boolean;
}

/**
 * GET /api/staff/products → { products }: every product, published or not (its stock is
 * GET /api/staff/stock's). A product without a stock record has 0 pairs on hand.
 */
export interface StaffProduct extends CatalogueProduct {
  published: boolean;
}

/** The largest picture PUT /api/staff/products/:productId/image accepts (PNG, JPEG or WebP). */
export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
