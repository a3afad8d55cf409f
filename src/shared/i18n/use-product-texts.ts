import type { CatalogueProduct } from '@/shared/types';
import { countryIn } from './country-names';
import { useLocale } from './language-context';
import { productTextIn, productTitleIn } from './product-texts';

/** The product's title in the page's language (Hindi on /hi pages where staff gave one). */
export const useProductTitle = (product: Pick<CatalogueProduct, 'title' | 'titleHi'>): string =>
  productTitleIn(product, useLocale());

/** The product's description in the page's language. */
export const useProductText = (product: Pick<CatalogueProduct, 'text' | 'textHi'>): string =>
  productTextIn(product, useLocale());

/** The product's country of origin in the page's language. */
export const useProductOrigin = (product: Pick<CatalogueProduct, 'countryOfOrigin'>): string =>
  countryIn(product.countryOfOrigin, useLocale());
