import { formatRupees } from '@/shared/format-rupees';
import type { SortBy } from './filters-slice';

/** How each filter value reads, in the controls and on the chips above the grid alike. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Spec §2: 4, 3, 2 and 1 stars and above. */
export const RATINGS = ['4', '3', '2', '1'] as const;
export const ratingLabel = (stars: string) => `${stars} Stars & above`;

export const SORTS: { value: Exclude<SortBy, ''>; label: string }[] = [
  { value: 'highToLow', label: 'Price - High to Low' },
  { value: 'lowToHigh', label: 'Price - Low to High' },
];
export const sortLabel = (sortBy: SortBy) => SORTS.find(({ value }) => value === sortBy)?.label ?? '';

export const priceLabel = (priceRange: number) => `Up to ${formatRupees(priceRange)}`;
