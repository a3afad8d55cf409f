import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StarIcon } from '@/shared/components/icons';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { BRANDS, CATEGORIES, type Brand, type CategoryName } from '@/shared/types';
import { brandLabel, RATINGS, SORTS, useFilterLabels } from '../filter-labels';
import type { FiltersState } from '../filters-slice';
import './filter-controls.css';

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  checked: readonly T[];
  onChange: (checked: T[]) => void;
}

/** A filter that keeps every option ticked (categories, brands). */
function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  labelOf,
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
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

const strong = (text: ReactNode[]) => <strong>{text}</strong>;

export type FilterChange = <K extends keyof FiltersState>(key: K, value: FiltersState[K]) => void;

/** The price slider: up to the amount chosen, in rupees. */
function PriceFilter({
  id,
  priceRange,
  onChange,
}: {
  id: string;
  priceRange: number;
  onChange: FilterChange;
}) {
  const intl = useIntl();
  return (
    <fieldset className="filters__group">
      <legend>
        <FormattedMessage id="filters.price" />
      </legend>
      <label htmlFor={id} className="filters__price-label">
        <FormattedMessage id="filters.upTo" values={{ price: formatRupees(priceRange), strong }} />
      </label>
      <input
        id={id}
        className="filters__range"
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={priceRange}
        aria-label={intl.formatMessage({ id: 'filters.maxPrice' })}
        aria-valuetext={formatRupees(priceRange)}
        onChange={(event) => onChange('priceRange', Number(event.target.value))}
      />
      <div className="filters__range-ends" aria-hidden="true">
        <span>{formatRupees(PRICE_MIN)}</span>
        <span>{formatRupees(PRICE_MAX)}</span>
      </div>
    </fieldset>
  );
}

/** Spec §2's filter controls — price, category, brand, rating, sort — as the sidebar and the drawer show them. */
export function FilterControls({ filters, onChange }: { filters: FiltersState; onChange: FilterChange }) {
  const id = useId();
  const labels = useFilterLabels();
  return (
    <>
      <PriceFilter id={`${id}-price`} priceRange={filters.priceRange} onChange={onChange} />

      <CheckboxGroup
        legend={<FormattedMessage id="filters.category" />}
        name="category"
        options={CATEGORIES}
        labelOf={labels.category}
        checked={filters.categories}
        onChange={(categories: CategoryName[]) => onChange('categories', categories)}
      />
      <CheckboxGroup
        legend={<FormattedMessage id="filters.brand" />}
        name="brand"
        options={BRANDS}
        labelOf={brandLabel}
        checked={filters.brands}
        onChange={(brands: Brand[]) => onChange('brands', brands)}
      />

      <fieldset className="filters__group">
        <legend>
          <FormattedMessage id="filters.rating" />
        </legend>
        {RATINGS.map((stars) => (
          <label key={stars} className="filters__option">
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={filters.rating === stars}
              onChange={() => onChange('rating', stars)}
            />
            <span>{labels.rating(stars)}</span>
            <StarIcon className="filters__star" width={14} height={14} />
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>
          <FormattedMessage id="filters.sortBy" />
        </legend>
        {SORTS.map((value) => (
          <label key={value} className="filters__option">
            <input
              type="radio"
              name={`${id}-sort`}
              value={value}
              checked={filters.sortBy === value}
              onChange={() => onChange('sortBy', value)}
            />
            {labels.sort(value)}
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
      <FormattedMessage id="filters.clear" />
    </button>
  );
}
