import type { CatalogueProduct } from '@/shared/types';
import { isInGrid, matchesSearch, searchNeedle } from './product-rules';

/** Whether a word of the title or the brand starts with the search: 'cou' for 'Nike Court Breeze'. */
function startsAWord(product: CatalogueProduct, needle: string): boolean {
  return ` ${product.title.toLowerCase()} ${product.brand.toLowerCase()}`.includes(` ${needle}`);
}

/**
 * The header's suggestions: what the list's search would show for the same text (the grid, then
 * the search rule), those where a word starts with the text first, each group in catalogue order.
 */
export function suggestProducts(
  products: readonly CatalogueProduct[],
  searchValue: string,
  limit: number,
): CatalogueProduct[] {
  const needle = searchNeedle(searchValue);
  if (!needle) return [];
  const matches = products.filter((product) => isInGrid(product) && matchesSearch(product, needle));
  const first = matches.filter((product) => startsAWord(product, needle));
  const rest = matches.filter((product) => !startsAWord(product, needle));
  return [...first, ...rest].slice(0, limit);
}
