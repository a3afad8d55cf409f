import { BRANDS, CATEGORIES, type Brand, type CategoryName, type Product } from '@/shared/types';
import { DEFAULT_PRICE_RANGE, PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/constants';
import { defaultFilters, type FiltersState, type SortBy } from './filters-slice';
import { paths, productPath } from '@/shared/paths';

/**
 * Filters ⇄ query string (DECISIONS: filters live in the URL). Defaults are left out so a plain
 * /productlist stays plain; unknown or malformed values fall back to the default, never an error.
 */
const params = {
  brands: 'brand',
  categories: 'category',
  rating: 'rating',
  priceRange: 'price',
  sortBy: 'sort',
  searchValue: 'q',
} as const;

function listFrom<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const wanted = value.split(',');
  return allowed.filter((item) => wanted.includes(item));
}

export function filtersFromSearchParams(search: URLSearchParams): FiltersState {
  const rating = search.get(params.rating) ?? '';
  const sort = search.get(params.sortBy) ?? '';
  const price = Number(search.get(params.priceRange));
  const validPrice =
    Number.isInteger(price) && price >= PRICE_MIN && price <= PRICE_MAX && price % PRICE_STEP === 0;
  return {
    brands: listFrom<Brand>(search.get(params.brands), BRANDS),
    categories: listFrom<CategoryName>(search.get(params.categories), CATEGORIES),
    rating: ['1', '2', '3', '4'].includes(rating) ? rating : '',
    sortBy: (['highToLow', 'lowToHigh'] as const).includes(sort as Exclude<SortBy, ''>)
      ? (sort as SortBy)
      : '',
    searchValue: search.get(params.searchValue) ?? '',
    priceRange: validPrice ? price : DEFAULT_PRICE_RANGE,
  };
}

export function searchParamsFromFilters(filters: FiltersState): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.brands.length) search.set(params.brands, filters.brands.join(','));
  if (filters.categories.length) search.set(params.categories, filters.categories.join(','));
  if (filters.rating) search.set(params.rating, filters.rating);
  if (filters.priceRange !== defaultFilters.priceRange)
    search.set(params.priceRange, String(filters.priceRange));
  if (filters.sortBy) search.set(params.sortBy, filters.sortBy);
  if (filters.searchValue) search.set(params.searchValue, filters.searchValue);
  return search;
}

/** `/productlist?…` for a set of filters: links from the header search and the home brand row. */
export function productListHref(filters: Partial<FiltersState> = {}): string {
  const query = searchParamsFromFilters({ ...defaultFilters, ...filters }).toString();
  return query ? `${paths.productList}?${query}` : paths.productList;
}

/** A product's page (spec §2: /productlist/{id}, the id being the product's _id). */
export const productHref = (product: Pick<Product, '_id'>) => productPath(product._id);
