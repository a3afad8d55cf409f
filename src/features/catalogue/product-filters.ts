import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import { GRID_MIN_ID_EXCLUSIVE } from '@/shared/constants';
import type { Brand, CategoryName, Product } from '@/shared/types';
import type { FiltersState, SortBy } from './filters-slice';

/**
 * The product list's rules (spec §5), one pure function each, chained as memoised selectors:
 * grid → search → brand → category → rating → price → sort. Each step reruns only when its input
 * list or its own filter value changes, so changing the sort never re-filters 10,000 products.
 * A cache of one per step (lruMemoize) keeps memory flat however many searches a shopper types.
 */
const createChainSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: lruMemoize });

type Products = readonly Product[];

/** Spec §9: only products with a numeric id above 15 appear in the grid. */
const isInGrid = (product: Product): boolean => product.id > GRID_MIN_ID_EXCLUSIVE;

const searchNeedle = (searchValue: string) => searchValue.trim().toLowerCase();

/** Case-insensitive substring of the title or the brand; a blank search keeps everything. */
function matchesSearch(product: Product, searchValue: string): boolean {
  const needle = searchNeedle(searchValue);
  if (!needle) return true;
  return product.title.toLowerCase().includes(needle) || product.brand.toLowerCase().includes(needle);
}

/** Whether a word of the title or the brand starts with the search: 'cou' for 'Nike Court Breeze'. */
function startsAWord(product: Product, needle: string): boolean {
  return ` ${product.title.toLowerCase()} ${product.brand.toLowerCase()}`.includes(` ${needle}`);
}

/** The brand must be among the selected ones; none selected keeps every brand. */
function matchesBrands(product: Product, brands: readonly Brand[]): boolean {
  return brands.length === 0 || brands.includes(product.brand);
}

/** At least one of the product's categories must be selected; none selected keeps everything. */
function matchesCategories(product: Product, categories: readonly CategoryName[]): boolean {
  if (categories.length === 0) return true;
  return (product.category ?? []).some((category) => categories.includes(category));
}

/** The rating's first character is its star number; keep it when at or above the chosen stars. */
function matchesRating(product: Product, rating: string): boolean {
  if (!rating) return true;
  return starsOf(product.rating) >= Number(rating);
}

function starsOf(rating: string): number {
  const stars = Number(rating.charAt(0));
  return Number.isNaN(stars) ? 0 : stars;
}

/** Keeps products priced at or below the slider's value. */
function matchesPrice(product: Product, priceRange: number): boolean {
  return product.price <= priceRange;
}

/** By price, high to low or low to high; a stable sort, so equal prices keep the seed's order. */
function sortByPrice(products: Products, sortBy: SortBy): Products {
  if (!sortBy) return products;
  const direction = sortBy === 'lowToHigh' ? 1 : -1;
  return [...products].sort((a, b) => (a.price - b.price) * direction);
}

const productsArg = (products: Products, _filters: FiltersState) => products;

export const selectGridProducts = createChainSelector([productsArg], (products) => products.filter(isInGrid));

export const selectSearchedProducts = createChainSelector(
  [selectGridProducts, (_products: Products, filters: FiltersState) => filters.searchValue],
  (products, searchValue) =>
    searchValue.trim() ? products.filter((product) => matchesSearch(product, searchValue)) : products,
);

export const selectBrandProducts = createChainSelector(
  [selectSearchedProducts, (_products: Products, filters: FiltersState) => filters.brands],
  (products, brands) =>
    brands.length ? products.filter((product) => matchesBrands(product, brands)) : products,
);

export const selectCategoryProducts = createChainSelector(
  [selectBrandProducts, (_products: Products, filters: FiltersState) => filters.categories],
  (products, categories) =>
    categories.length ? products.filter((product) => matchesCategories(product, categories)) : products,
);

export const selectRatedProducts = createChainSelector(
  [selectCategoryProducts, (_products: Products, filters: FiltersState) => filters.rating],
  (products, rating) => (rating ? products.filter((product) => matchesRating(product, rating)) : products),
);

export const selectPricedProducts = createChainSelector(
  [selectRatedProducts, (_products: Products, filters: FiltersState) => filters.priceRange],
  (products, priceRange) => products.filter((product) => matchesPrice(product, priceRange)),
);

/** What the product list shows for a set of filters, in order. */
export const selectVisibleProducts = createChainSelector(
  [selectPricedProducts, (_products: Products, filters: FiltersState) => filters.sortBy],
  (products, sortBy) => sortByPrice(products, sortBy),
);

/**
 * The header's suggestions: what the list's search would show for the same text (the grid, then
 * the search rule), those where a word starts with the text first, each group in catalogue order.
 */
export function suggestProducts(products: Products, searchValue: string, limit: number): Product[] {
  const needle = searchNeedle(searchValue);
  if (!needle) return [];
  const matches = products.filter((product) => isInGrid(product) && matchesSearch(product, needle));
  const first = matches.filter((product) => startsAWord(product, needle));
  const rest = matches.filter((product) => !startsAWord(product, needle));
  return [...first, ...rest].slice(0, limit);
}

/** Spec §9: Popular Shoes are the products numbered 12 to 14. */
export const selectPopularProducts = createChainSelector([(products: Products) => products], (products) =>
  products.filter((product) => product.id >= 12 && product.id <= 14),
);

/** Spec §9: Trending Shoes are the first 12 products. */
export const selectTrendingProducts = createChainSelector([(products: Products) => products], (products) =>
  products.slice(0, 12),
);
