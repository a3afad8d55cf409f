import type { CatalogueProduct } from '@/shared/types';
import { makeProduct } from '@/testing/make-product';
import { defaultFilters, type FiltersState } from './filters-slice';
import {
  selectBrandProducts,
  selectCategoryProducts,
  selectGridProducts,
  selectPopularProducts,
  selectPricedProducts,
  selectRatedProducts,
  selectSearchedProducts,
  selectTrendingProducts,
  selectVisibleProducts,
} from './product-filters';

const product = makeProduct;

const filters = (overrides: Partial<FiltersState>): FiltersState => ({ ...defaultFilters, ...overrides });
const ids = (products: readonly CatalogueProduct[]) => products.map((item) => item._id);

describe('catalogue filter rules (spec §5)', () => {
  it('grid: keeps only products whose numeric id is above 15', () => {
    const catalogue = [product({ id: 1 }), product({ id: 15 }), product({ id: 16 }), product({ id: 54 })];
    expect(ids(selectGridProducts(catalogue, defaultFilters))).toEqual(ids(catalogue.slice(2)));
  });

  it('search: case-insensitive substring of the title or the brand; blank keeps all', () => {
    const court = product({ title: 'Retro COURT Low', brand: 'vans' });
    const nike = product({ title: 'Daily Runner', brand: 'nike' });
    const other = product({ title: 'Trail Edge', brand: 'adidas' });
    const catalogue = [court, nike, other];
    expect(ids(selectSearchedProducts(catalogue, filters({ searchValue: 'court' })))).toEqual([court._id]);
    expect(ids(selectSearchedProducts(catalogue, filters({ searchValue: 'NIK' })))).toEqual([nike._id]);
    expect(ids(selectSearchedProducts(catalogue, filters({ searchValue: '  edge ' })))).toEqual([other._id]);
    expect(selectSearchedProducts(catalogue, filters({ searchValue: 'zzz' }))).toEqual([]);
    expect(ids(selectSearchedProducts(catalogue, filters({ searchValue: '   ' })))).toEqual(ids(catalogue));
  });

  it('brand: the product brand must be among the selected brands', () => {
    const puma = product({ brand: 'puma' });
    const vans = product({ brand: 'vans' });
    const nike = product({ brand: 'nike' });
    const catalogue = [puma, vans, nike];
    expect(ids(selectBrandProducts(catalogue, filters({ brands: ['vans', 'nike'] })))).toEqual([
      vans._id,
      nike._id,
    ]);
    expect(ids(selectBrandProducts(catalogue, filters({ brands: [] })))).toEqual(ids(catalogue));
  });

  it('category: at least one of the product categories must be selected', () => {
    const men = product({ category: ['men'] });
    const womenSports = product({ category: ['women', 'sports'] });
    const none = product({ category: undefined });
    const catalogue = [men, womenSports, none];
    expect(ids(selectCategoryProducts(catalogue, filters({ categories: ['sports'] })))).toEqual([
      womenSports._id,
    ]);
    expect(ids(selectCategoryProducts(catalogue, filters({ categories: ['men', 'women'] })))).toEqual([
      men._id,
      womenSports._id,
    ]);
    expect(ids(selectCategoryProducts(catalogue, filters({ categories: [] })))).toEqual(ids(catalogue));
  });

  it('rating: keeps products whose first rating digit is at or above the chosen stars', () => {
    const catalogue = ['5+', '4.9', '4+', '3+', '2+', '1+'].map((rating) => product({ rating }));
    const ratingsFor = (rating: string) =>
      selectRatedProducts(catalogue, filters({ rating })).map((item) => item.rating);
    expect(ratingsFor('4')).toEqual(['5+', '4.9', '4+']);
    expect(ratingsFor('3')).toEqual(['5+', '4.9', '4+', '3+']);
    expect(ratingsFor('1')).toHaveLength(6);
    expect(ratingsFor('')).toHaveLength(6);
  });

  it('price: keeps products priced at or below the slider value', () => {
    const catalogue = [999, 3000, 3001, 10000].map((price) => product({ price }));
    const pricesFor = (priceRange: number) =>
      selectPricedProducts(catalogue, filters({ priceRange })).map((item) => item.price);
    expect(pricesFor(3000)).toEqual([999, 3000]);
    expect(pricesFor(1000)).toEqual([999]);
    expect(pricesFor(10000)).toEqual([999, 3000, 3001, 10000]);
  });

  it('sort: by price high to low or low to high, seed order when unsorted', () => {
    const catalogue = [4000, 999, 8000, 4000].map((price) => product({ price }));
    const pricesFor = (sortBy: FiltersState['sortBy']) =>
      selectVisibleProducts(catalogue, filters({ sortBy })).map((item) => item.price);
    expect(pricesFor('highToLow')).toEqual([8000, 4000, 4000, 999]);
    expect(pricesFor('lowToHigh')).toEqual([999, 4000, 4000, 8000]);
    expect(pricesFor('')).toEqual([4000, 999, 8000, 4000]);
    // Equal prices keep their seed order (a stable sort).
    const [first, , , fourth] = catalogue;
    const tied = selectVisibleProducts(catalogue, filters({ sortBy: 'lowToHigh' })).filter(
      (item) => item.price === 4000,
    );
    expect(ids(tied)).toEqual([first!._id, fourth!._id]);
  });

  it('chains every rule, and reruns only the steps after the filter that changed', () => {
    const match = product({ id: 30, brand: 'nike', category: ['sports'], rating: '4.5', price: 2000 });
    const catalogue = [
      match,
      product({ id: 3, brand: 'nike', category: ['sports'], rating: '4.5', price: 2000 }),
      product({ id: 31, brand: 'puma', category: ['sports'], rating: '4.5', price: 2000 }),
      product({ id: 32, brand: 'nike', category: ['men'], rating: '4.5', price: 2000 }),
      product({ id: 33, brand: 'nike', category: ['sports'], rating: '2+', price: 2000 }),
      product({ id: 34, brand: 'nike', category: ['sports'], rating: '4.5', price: 9000 }),
    ];
    const chosen = filters({ brands: ['nike'], categories: ['sports'], rating: '4', priceRange: 3000 });
    expect(ids(selectVisibleProducts(catalogue, chosen))).toEqual([match._id]);

    const brandStep = selectBrandProducts(catalogue, chosen);
    const resorted = { ...chosen, sortBy: 'highToLow' as const };
    expect(selectBrandProducts(catalogue, resorted)).toBe(brandStep);
    expect(selectPricedProducts(catalogue, resorted)).toBe(selectPricedProducts(catalogue, chosen));
  });

  it('home: Popular Shoes are products 12 to 14, Trending Shoes the first 12', () => {
    const catalogue = Array.from({ length: 20 }, (_, index) => product({ id: index + 1 }));
    expect(selectPopularProducts(catalogue).map((item) => item.id)).toEqual([12, 13, 14]);
    expect(selectTrendingProducts(catalogue).map((item) => item.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});
