import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CloseIcon, FilterIcon, StarIcon } from '@/shared/components/icons';
import { MOBILE_BREAKPOINT_PX, PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { BRANDS, CATEGORIES, type Brand, type CategoryName } from '@/shared/types';
import type { FiltersState, SortBy } from '../filters-slice';
import { useMediaQuery } from '../use-media-query';
import './filter-sidebar.css';

const RATINGS = ['4', '3', '2', '1'] as const;
const SORTS: { value: Exclude<SortBy, ''>; label: string }[] = [
  { value: 'highToLow', label: 'Price - High to Low' },
  { value: 'lowToHigh', label: 'Price - Low to High' },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

interface FilterSidebarProps {
  filters: FiltersState;
  onChange: <K extends keyof FiltersState>(key: K, value: FiltersState[K]) => void;
  onClear: () => void;
  /** The phone panel: open state and how many results the shopper will go back to. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number | null;
}

const focusableSelector = 'button:not(:disabled), input:not(:disabled), a[href]';

/**
 * The filter controls (spec §2). From 992 px a sidebar; below it a slide-in panel opened by a
 * floating button, closed by its button, the backdrop or Escape, with focus moved into it, kept
 * inside while open, and handed back to the floating button.
 */
export function FilterSidebar({
  filters,
  onChange,
  onClear,
  open,
  onOpenChange,
  resultCount,
}: FilterSidebarProps) {
  const id = useId();
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const panelOpen = phone && open;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (panelOpen) {
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  useEffect(() => {
    if (!panelOpen) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    // The page behind must not scroll under the panel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [panelOpen, onOpenChange]);

  const keepFocusInside = (event: KeyboardEvent<HTMLElement>) => {
    if (!panelOpen || event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const headingId = `${id}-heading`;
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="btn filters-toggle"
        aria-expanded={panelOpen}
        aria-controls={`${id}-panel`}
        onClick={() => onOpenChange(true)}
      >
        <FilterIcon width={18} height={18} />
        Filters
      </button>
      {panelOpen && (
        <div className="filters-backdrop" aria-hidden="true" onClick={() => onOpenChange(false)} />
      )}
      {/* The key handler only sees Tab presses bubbling up from the controls inside, to keep focus
          in the open dialog; the panel itself is never focused or clicked. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <aside
        ref={panelRef}
        id={`${id}-panel`}
        className={panelOpen ? 'filters filters--open' : 'filters'}
        aria-labelledby={headingId}
        role={panelOpen ? 'dialog' : undefined}
        aria-modal={panelOpen ? true : undefined}
        onKeyDown={keepFocusInside}
      >
        <div className="filters__head">
          <h2 id={headingId} className="filters__title">
            Filters
          </h2>
          <button type="button" className="filters__clear" onClick={onClear}>
            Clear Filters
          </button>
          {phone && (
            <button
              ref={closeRef}
              type="button"
              className="filters__close"
              aria-label="Close filters"
              onClick={() => onOpenChange(false)}
            >
              <CloseIcon width={20} height={20} />
            </button>
          )}
        </div>

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

        <fieldset className="filters__group">
          <legend>Category</legend>
          {CATEGORIES.map((category) => (
            <label key={category} className="filters__option">
              <input
                type="checkbox"
                name="category"
                value={category}
                checked={filters.categories.includes(category)}
                onChange={(event) =>
                  onChange(
                    'categories',
                    toggled<CategoryName>(filters.categories, category, event.target.checked),
                  )
                }
              />
              {capitalise(category)}
            </label>
          ))}
        </fieldset>

        <fieldset className="filters__group">
          <legend>Brand</legend>
          {BRANDS.map((brand) => (
            <label key={brand} className="filters__option">
              <input
                type="checkbox"
                name="brand"
                value={brand}
                checked={filters.brands.includes(brand)}
                onChange={(event) =>
                  onChange('brands', toggled<Brand>(filters.brands, brand, event.target.checked))
                }
              />
              {capitalise(brand)}
            </label>
          ))}
        </fieldset>

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
              <span>{stars} Stars &amp; above</span>
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

        {phone && (
          <button type="button" className="btn btn--block filters__done" onClick={() => onOpenChange(false)}>
            {resultCount === null ? 'Show results' : `Show ${resultCount} results`}
          </button>
        )}
      </aside>
    </>
  );
}
