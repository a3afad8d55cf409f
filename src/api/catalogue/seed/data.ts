import type { Category, CatalogueProduct } from '@/shared/types';
import categoriesData from './categories.json';
import productsHiData from './products-hi.json';
import productsData from './products.json';

/**
 * Each seed product's Hindi title and description, by its `_id` (a file of its own, for whoever
 * translates). The last product has neither, and one a title only: the shop's fallback to English
 * shows on the demo catalogue.
 */
const hindi: Record<string, Pick<CatalogueProduct, 'titleHi' | 'textHi'> | undefined> = productsHiData;

/** The seed catalogue, as data: every backend (the embedded mock, the server's database) loads it. */
export const seedProducts: CatalogueProduct[] = (productsData as CatalogueProduct[]).map((product) => ({
  ...product,
  ...hindi[product._id],
}));
export const seedCategories = categoriesData as Category[];
