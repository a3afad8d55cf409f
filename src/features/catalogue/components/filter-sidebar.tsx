import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { MOBILE_BREAKPOINT_PX } from '@/shared/constants';
import type { FiltersState } from '../filters-slice';
import { useMediaQuery } from '../use-media-query';
import { ClearFiltersButton, FilterControls, type FilterChange } from './filter-controls';
import { FilterDrawer } from './filter-drawer';
import './filter-sidebar.css';

interface FilterSidebarProps {
  filters: FiltersState;
  onChange: FilterChange;
  onClear: () => void;
  /** How many results the phone drawer sends the shopper back to; null while loading. */
  resultCount: number | null;
}

/** The filter controls (spec §2): from 992 px a sidebar beside the results; below it, a drawer. */
export function FilterSidebar({ filters, onChange, onClear, resultCount }: FilterSidebarProps) {
  const headingId = useId();
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  if (phone) {
    return <FilterDrawer filters={filters} onChange={onChange} onClear={onClear} resultCount={resultCount} />;
  }
  return (
    <aside className="filters" aria-labelledby={headingId}>
      <div className="filters__head">
        <h2 id={headingId} className="filters__title">
          <FormattedMessage id="filters.title" />
        </h2>
        <ClearFiltersButton onClear={onClear} />
      </div>
      <FilterControls filters={filters} onChange={onChange} />
    </aside>
  );
}
