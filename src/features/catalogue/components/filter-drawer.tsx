import { FormattedMessage, useIntl } from 'react-intl';
import { FilterIcon } from '@/shared/components/icons';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import type { FiltersState } from '../filters-slice';
import { ClearFiltersButton, FilterControls, type FilterChange } from './filter-controls';
import './filter-drawer.css';

interface FilterDrawerProps {
  filters: FiltersState;
  onChange: FilterChange;
  onClear: () => void;
  /** How many results the shopper goes back to; null while the catalogue loads. */
  resultCount: number | null;
}

/**
 * The filters on a phone: a floating button opens them in the shared modal dialog, styled as a
 * panel from the left, with focus on its close button. Each change applies at once.
 */
export function FilterDrawer({ filters, onChange, onClear, resultCount }: FilterDrawerProps) {
  const { open, close, opener } = useModal();
  const intl = useIntl();
  return (
    <>
      <button type="button" className="btn filters-toggle" {...opener}>
        <FilterIcon width={18} height={18} />
        <FormattedMessage id="filters.title" />
      </button>
      <ClosableModal
        open={open}
        title={intl.formatMessage({ id: 'filters.title' })}
        onClose={close}
        className="filters-drawer"
        closeLabel={intl.formatMessage({ id: 'filters.close' })}
        headerActions={<ClearFiltersButton onClear={onClear} />}
      >
        <FilterControls filters={filters} onChange={onChange} />
        <button type="button" className="btn btn--block filters-drawer__done" onClick={close}>
          {resultCount === null ? (
            <FormattedMessage id="filters.showResults" />
          ) : (
            <FormattedMessage id="filters.showCount" values={{ count: resultCount }} />
          )}
        </button>
      </ClosableModal>
    </>
  );
}
