import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { DEFAULT_PRICE_RANGE } from '@/shared/constants';
import type { Brand, CategoryName } from '@/shared/types';

export type SortBy = '' | 'highToLow' | 'lowToHigh';

/** Spec §3 filters. `rating` is '' or '1'..'4' (stars and above). */
export interface FiltersState {
  brands: Brand[];
  categories: CategoryName[];
  rating: string;
  sortBy: SortBy;
  searchValue: string;
  priceRange: number;
}

export const defaultFilters: FiltersState = {
  brands: [],
  categories: [],
  rating: '',
  sortBy: '',
  searchValue: '',
  priceRange: DEFAULT_PRICE_RANGE,
};

/**
 * The list's filters as its URL last said them (DECISIONS: filters live in the URL). The URL is
 * their one writer (`use-filters-url.ts`); the slice lets screens away from the list, such as the
 * product page's "back to the list" link, know the view the shopper left.
 */
export const filtersSlice = createSlice({
  name: 'filters',
  initialState: defaultFilters,
  reducers: {
    filtersReadFromUrl: (_state, action: PayloadAction<FiltersState>) => action.payload,
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface StartingSlices extends WithSlice<typeof filtersSlice> {}
}

export const { filtersReadFromUrl } = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
