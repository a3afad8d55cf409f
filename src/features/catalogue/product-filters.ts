import { createSelectorCreator, lruMemoize } from '@reduxjs/toolkit';
import type { CatalogueProduct } from '@/shared/types';
import type { FiltersState } from './filters-slice';
import {
  isInGrid,
  matchesBrands,
  matchesCategories,
  matchesPrice,
  matchesRating,
  matchesSearch,
  sortByPrice,
} from './product-rules';

/**
 * The product list's rules (spec §5, in product-rules.ts), chained as memoised selectors:
 * grid → search → brand → category → rating → price → sort. Each step reruns only when its input
 * list or its own filter value changes, so changing the sort never re-filters 10,000 products.
 * A cache of one per step (lruMemoize) keeps memory flat however many searches a shopper types.
 */
const createChainSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: lruMemoize });

type Products = readonly CatalogueProduct[];

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

/** Spec §9: Popular Shoes are the products numbered 12 to 14. */
export const selectPopularProducts = createChainSelector([(products: Products) => products], (products) =>
  products.filter((product) => product.id >= 12 && product.id <= 14),
);

/** Spec §9: Trending Shoes are the first 12 products. */
export const selectTrendingProducts = createChainSelector([(products: Products) => products], (products) =>
  products.slice(0, 12),
);
