import { GRID_MIN_ID_EXCLUSIVE } from '@/shared/constants';
import { matchesHindiSearchOnceLoaded } from '@/shared/i18n/hindi-search';
import type { Brand, CategoryName, CatalogueProduct } from '@/shared/types';
import type { SortBy } from './filters-slice';

/**
 * The product list's rules (spec §5), one pure function each. The list chains them as memoised
 * selectors (product-filters.ts); the header's suggestions use the search rule alone, and this
 * module is what they share without bringing the selectors into every page's first load.
 */

/** Spec §9: only products with a numeric id above 15 appear in the grid. */
export const isInGrid = (product: CatalogueProduct): boolean => product.id > GRID_MIN_ID_EXCLUSIVE;

/** What the search compares: trimmed, lower case. */
export const searchNeedle = (searchValue: string) => searchValue.trim().toLowerCase();

/**
 * Case-insensitive substring of the title or the brand; a blank search keeps everything. A search
 * in Devanagari also finds the Hindi title and what its words mean (src/shared/product-search.ts,
 * loaded with the Hindi catalogue: src/shared/i18n/hindi-search.ts).
 */
export function matchesSearch(product: CatalogueProduct, searchValue: string): boolean {
  const needle = searchNeedle(searchValue);
  if (!needle) return true;
  return (
    product.title.toLowerCase().includes(needle) ||
    product.brand.toLowerCase().includes(needle) ||
    matchesHindiSearchOnceLoaded(product, needle)
  );
}

/** The brand must be among the selected ones; none selected keeps every brand. */
export function matchesBrands(product: CatalogueProduct, brands: readonly Brand[]): boolean {
  return brands.length === 0 || brands.includes(product.brand);
}

/** At least one of the product's categories must be selected; none selected keeps everything. */
export function matchesCategories(product: CatalogueProduct, categories: readonly CategoryName[]): boolean {
  if (categories.length === 0) return true;
  return (product.category ?? []).some((category) => categories.includes(category));
}

/** The rating's first character is its star number; keep it when at or above the chosen stars. */
export function matchesRating(product: CatalogueProduct, rating: string): boolean {
  if (!rating) return true;
  return starsOf(product.rating) >= Number(rating);
}

function starsOf(rating: string): number {
  const stars = Number(rating.charAt(0));
  return Number.isNaN(stars) ? 0 : stars;
}

/** Keeps products priced at or below the slider's value. */
export function matchesPrice(product: CatalogueProduct, priceRange: number): boolean {
  return product.price <= priceRange;
}

/** By price, high to low or low to high; a stable sort, so equal prices keep the seed's order. */
export function sortByPrice(
  products: readonly CatalogueProduct[],
  sortBy: SortBy,
): readonly CatalogueProduct[] {
  if (!sortBy) return products;
  const direction = sortBy === 'lowToHigh' ? 1 : -1;
  return [...products].sort((a, b) => (a.price - b.price) * direction);
}
