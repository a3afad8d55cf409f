import { defaultFilters, type FiltersState } from './filters-slice';
import { filtersFromSearchParams, productListHref, searchParamsFromFilters } from './filters-url';

describe('filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters: FiltersState = {
      brands: ['nike', 'vans'],
      categories: ['women'],
      rating: '3',
      sortBy: 'lowToHigh',
      searchValue: 'court low',
      priceRange: 4000,
    };
    const search = searchParamsFromFilters(filters);
    expect(search.get('brand')).toBe('nike,vans');
    expect(filtersFromSearchParams(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it('leaves defaults out, so a plain list is a plain URL', () => {
    expect(productListHref()).toBe('/productlist');
    expect(productListHref({ brands: ['puma'] })).toBe('/productlist?brand=puma');
  });

  it('falls back to defaults for unknown or malformed values', () => {
    const parsed = filtersFromSearchParams(
      new URLSearchParams('brand=nike,reebok&category=fiction&rating=9&sort=random&price=1500'),
    );
    expect(parsed).toEqual({ ...defaultFilters, brands: ['nike'] });
  });
});
