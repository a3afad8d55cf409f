import { useId } from 'react';
import { StarIcon } from '@/shared/components/icons';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { BRANDS, CATEGORIES, type Brand, type CategoryName } from '@/shared/types';
import { capitalise, RATINGS, ratingLabel, SORTS } from '../filter-labels';
import type { FiltersState } from '../filters-slice';
import './filter-controls.css';

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  checked: readonly T[];
  onChange: (checked: T[]) => void;
}

/** A filter that keeps every option ticked (categories, brands). */
function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  checked,
  onChange,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="filters__option">
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={checked.includes(option)}
            onChange={(event) => onChange(toggled(checked, option, event.target.checked))}
          />
          {capitalise(option)}
        </label>
      ))}
    </fieldset>
  );
}

export type FilterChange = <K extends keyof FiltersState>(key: K, value: FiltersState[K]) => void;

/** Spec §2's filter controls — price, category, brand, rating, sort — as the sidebar and the drawer show them. */
export function FilterControls({ filters, onChange }: { filters: FiltersState; onChange: FilterChange }) {
  const id = useId();
  return (
    <>
      <fieldset className="filters__group">
        <legend>Price</legend>
        <label htmlFor={`${id}-price`} className="filters__price-label">
          Up to <strong>{formatRupees(filters.priceRange)}</strong>
        </label>
        <input
          id={`${id}-price`}
          className="filters__range"
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={filters.priceRange}
          aria-label="Maximum price"
          aria-valuetext={formatRupees(filters.priceRange)}
          onChange={(event) => onChange('priceRange', Number(event.target.value))}
        />
        <div className="filters__range-ends" aria-hidden="true">
          <span>{formatRupees(PRICE_MIN)}</span>
          <span>{formatRupees(PRICE_MAX)}</span>
        </div>
      </fieldset>

      <CheckboxGroup
        legend="Category"
        name="category"
        options={CATEGORIES}
        checked={filters.categories}
        onChange={(categories: CategoryName[]) => onChange('categories', categories)}
      />
      <CheckboxGroup
        legend="Brand"
        name="brand"
        options={BRANDS}
        checked={filters.brands}
        onChange={(brands: Brand[]) => onChange('brands', brands)}
      />

      <fieldset className="filters__group">
        <legend>Rating</legend>
        {RATINGS.map((stars) => (
          <label key={stars} className="filters__option">
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={filters.rating === stars}
              onChange={() => onChange('rating', stars)}
            />
            <span>{ratingLabel(stars)}</span>
            <StarIcon className="filters__star" width={14} height={14} />
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Sort by</legend>
        {SORTS.map(({ value, label }) => (
          <label key={value} className="filters__option">
            <input
              type="radio"
              name={`${id}-sort`}
              value={value}
              checked={filters.sortBy === value}
              onChange={() => onChange('sortBy', value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** Back to every product; it sits beside the "Filters" title in the sidebar and the drawer. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="btn-link filters__clear" onClick={onClear}>
      Clear Filters
    </button>
  );
}
