import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatRupees } from '@/shared/format-rupees';
import type { Brand, CategoryName } from '@/shared/types';
import type { SortBy } from './filters-slice';

/** A brand's name as it is written (a name, the same in every language). */
export const brandLabel = (brand: Brand) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** Spec §2: 4, 3, 2 and 1 stars and above. */
export const RATINGS = ['4', '3', '2', '1'] as const;

export const SORTS: readonly Exclude<SortBy, ''>[] = ['highToLow', 'lowToHigh'];

/** How each filter value reads in the page's language, in the controls and on the chips above the grid alike. */
export function useFilterLabels() {
  const intl = useIntl();
  return useMemo(
    () => ({
      category: (category: CategoryName) => intl.formatMessage({ id: `category.${category}` }),
      rating: (stars: string) => intl.formatMessage({ id: 'filters.ratingAbove' }, { stars }),
      sort: (sortBy: SortBy) => (sortBy ? intl.formatMessage({ id: `filters.sort.${sortBy}` }) : ''),
      price: (priceRange: number) =>
        intl.formatMessage({ id: 'filters.upToChip' }, { price: formatRupees(priceRange) }),
    }),
    [intl],
  );
}
