import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { defaultFilters, filtersReadFromUrl, selectFilters, type FiltersState } from './filters-slice';
import { filtersFromSearchParams, searchParamsFromFilters } from './filters-url';
import { PAGE_PARAM, pageFromSearchParams } from './pagination';

const keyOf = (filters: FiltersState) => searchParamsFromFilters(filters).toString();

/** The same path with these filters: a plain path when they are the defaults. */
function hrefFor(filters: FiltersState, page = 1): { search: string } {
  const search = searchParamsFromFilters(filters);
  if (page > 1) search.set(PAGE_PARAM, String(page));
  const query = search.toString();
  return { search: query ? `?${query}` : '' };
}

/**
 * The product list's filters, kept in the URL (DECISIONS). The URL is their one source: the grid
 * filters by what it says (no lag behind an effect), controls change it by navigating, and the
 * filters slice follows it. Each change is a new history entry, so Back and Forward step through
 * filter changes; a run of slider moves collapses into one entry.
 */
export function useFiltersUrl() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sliceFilters = useAppSelector(selectFilters);

  const urlKey = searchParams.toString();
  // Keyed on the string, so a navigation that leaves the query unchanged keeps the same object
  // and the memoised selectors downstream do not rerun.
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(urlKey)), [urlKey]);
  const page = pageFromSearchParams(searchParams);

  const filtersKey = keyOf(filters);
  const sliceKey = keyOf(sliceFilters);
  useEffect(() => {
    if (sliceKey !== filtersKey) dispatch(filtersReadFromUrl(filters));
  }, [dispatch, filters, filtersKey, sliceKey]);

  const lastChanged = useRef<keyof FiltersState | null>(null);
  const setFilter = useCallback(
    <K extends keyof FiltersState>(key: K, value: FiltersState[K]) => {
      const next = { ...filters, [key]: value };
      const replace = key === 'priceRange' && lastChanged.current === key;
      lastChanged.current = key;
      void navigate(hrefFor(next), { replace });
    },
    [filters, navigate],
  );

  const clearFilters = useCallback(() => {
    lastChanged.current = null;
    void navigate(hrefFor(defaultFilters));
  }, [navigate]);

  /** 'Show more' widens the same view; it replaces the entry so Back still steps through filters. */
  const showPage = useCallback(
    (nextPage: number) => void navigate(hrefFor(filters, nextPage), { replace: true }),
    [filters, navigate],
  );

  return { filters, page, setFilter, clearFilters, showPage };
}
