import type { CatalogueProduct } from '@/shared/types';
import type { Locale } from './locales';

type Texts = Pick<CatalogueProduct, 'title' | 'text' | 'titleHi' | 'textHi'>;

/**
 * A product's title in the page's language: staff's Hindi one on /hi pages, English where there
 * is none (issue 37). Cards, the product page, the cart, the wishlist and the server's head all ask here.
 */
export const productTitleIn = (product: Pick<Texts, 'title' | 'titleHi'>, locale: Locale): string =>
  (locale === 'hi' && product.titleHi) || product.title;

/** A product's description in the page's language, English where there is no Hindi one. */
export const productTextIn = (product: Pick<Texts, 'text' | 'textHi'>, locale: Locale): string =>
  (locale === 'hi' && product.textHi) || product.text;
