import { useId, useLayoutEffect, useRef } from 'react';
import { CloseIcon } from '@/shared/components/icons';
import { DEFAULT_PRICE_RANGE, PRICE_MAX } from '@/shared/constants';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { brandLabel, useFilterLabels } from '../filter-labels';
import type { FiltersState } from '../filters-slice';
import { ClearFiltersButton, type FilterChange } from './filter-controls';
import './filter-chips.css';

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** One chip per active filter, in the order the sidebar lists them; defaults make none. */
function chipsFor(
  filters: FiltersState,
  onChange: FilterChange,
  { intl, labels }: { intl: IntlShape; labels: ReturnType<typeof useFilterLabels> },
): Chip[] {
  const chips: Chip[] = [];
  const search = filters.searchValue.trim();
  if (search) {
    const label = intl.formatMessage({ id: 'filters.searchChip' }, { query: search });
    chips.push({ key: 'q', label, remove: () => onChange('searchValue', '') });
  }
  if (filters.priceRange < PRICE_MAX) {
    const remove = () => onChange('priceRange', DEFAULT_PRICE_RANGE);
    chips.push({ key: 'price', label: labels.price(filters.priceRange), remove });
  }
  for (const category of filters.categories) {
    const rest = filters.categories.filter((other) => other !== category);
    chips.push({
      key: `category-${category}`,
      label: labels.category(category),
      remove: () => onChange('categories', rest),
    });
  }
  for (const brand of filters.brands) {
    const rest = filters.brands.filter((other) => other !== brand);
    chips.push({ key: `brand-${brand}`, label: brandLabel(brand), remove: () => onChange('brands', rest) });
  }
  if (filters.rating) {
    chips.push({ key: 'rating', label: labels.rating(filters.rating), remove: () => onChange('rating', '') });
  }
  if (filters.sortBy) {
    chips.push({ key: 'sort', label: labels.sort(filters.sortBy), remove: () => onChange('sortBy', '') });
  }
  return chips;
}

interface FilterChipsProps {
  filters: FiltersState;
  onChange: FilterChange;
  onClear: () => void;
  /** Where focus goes once the last chip is gone (the chips' own buttons are then gone too). */
  onEmptied: () => void;
}

/**
 * The active filters above the grid, each a button that removes it, and Clear Filters. The
 * filters come from the URL and each removal is a navigation, like any other filter change. After
 * a removal focus moves to the chip that took its place (or the one before it), never to nowhere.
 */
export function FilterChips({ filters, onChange, onClear, onEmptied }: FilterChipsProps) {
  const labelId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  const intl = useIntl();
  const labels = useFilterLabels();
  const chips = chipsFor(filters, onChange, { intl, labels });

  useLayoutEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.item(Math.min(index, buttons.length - 1));
    if (next) next.focus();
    else onEmptied();
  }, [chips.length, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="filter-chips__label">
        <FormattedMessage id="filters.active" />
      </span>
      <ul ref={listRef} className="filter-chips__list">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              onClick={() => {
                focusAt.current = index;
                chip.remove();
              }}
            >
              <span className="visually-hidden">
                <FormattedMessage id="filters.removeChip" />
              </span>
              {chip.label}
              <CloseIcon className="filter-chip__icon" width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      <ClearFiltersButton
        onClear={() => {
          focusAt.current = 0;
          onClear();
        }}
      />
    </div>
  );
}
