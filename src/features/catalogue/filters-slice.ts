import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const filtersSlice = createSlice({
  name: 'filters',
  initialState: defaultFilters,
  reducers: {
    /** Spec §4: any change updates one filter. */
    filterChanged: <K extends keyof FiltersState>(
      state: FiltersState,
      action: PayloadAction<{ key: K; value: FiltersState[K] }>,
    ) => {
      state[action.payload.key] = action.payload.value;
    },
    /** Replaces all filters at once: the URL is read into the slice this way. */
    filtersReplaced: (_state, action: PayloadAction<FiltersState>) => action.payload,
    filtersCleared: () => defaultFilters,
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const { filterChanged, filtersReplaced, filtersCleared } = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
