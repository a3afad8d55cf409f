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
