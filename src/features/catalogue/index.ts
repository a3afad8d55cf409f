export { SearchBox } from './components/search-box';
export { useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery } from './catalogue-api';
export {
  filtersSlice,
  filtersCleared,
  filtersReplaced,
  filterChanged,
  selectFilters,
  defaultFilters,
} from './filters-slice';
export type { FiltersState, SortBy } from './filters-slice';
export { filtersFromSearchParams, searchParamsFromFilters, productListHref } from './filters-url';
export {
  selectVisibleProducts,
  selectGridProducts,
  selectPopularProducts,
  selectTrendingProducts,
  starsOf,
} from './product-filters';
export { firstPages, PAGE_SIZE } from './pagination';
export { useFiltersUrl } from './use-filters-url';
export { useResultsReveal, RESULTS_REVEAL_MARK } from './use-results-reveal';
export { FilterSidebar } from './components/filter-sidebar';
export { ProductGrid } from './components/product-grid';
