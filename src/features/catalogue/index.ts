export { SearchBox } from './components/search-box';
export {
  useGetProductsQuery,
  useGetProductQuery,
  useStockOf,
  prefetchProduct,
  prefetchProducts,
} from './catalogue-api';
export { selectFilters } from './filters-slice';
export { productHref, productListHref } from './filters-url';
export { selectVisibleProducts, selectPopularProducts, selectTrendingProducts } from './product-filters';
export { firstPages } from './pagination';
export { useFiltersUrl } from './use-filters-url';
export { useResultsReveal } from './use-results-reveal';
export { FilterSidebar } from './components/filter-sidebar';
export { ProductGrid } from './components/product-grid';
export { FilterChips } from './components/filter-chips';
export { relatedProducts } from './related-products';
export { productsWithIds, useRecentlyViewedIds, useRecordViewed } from './recently-viewed';
