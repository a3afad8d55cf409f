/**
 * The grid never mounts the whole catalogue: it shows pages of PAGE_SIZE cards, and 'Show more'
 * appends the next page. `?page=N` in the URL means "the first N pages", so a reload or Back from a
 * product keeps everything the shopper had already scrolled through.
 */
export const PAGE_SIZE = 24;
export const PAGE_PARAM = 'page';

export function pageFromSearchParams(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface PageSlice<T> {
  items: readonly T[];
  /** Pages actually shown (the URL may ask for more than exist). */
  page: number;
  hasMore: boolean;
}

export function firstPages<T>(items: readonly T[], page: number): PageSlice<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice(0, shown * PAGE_SIZE), page: shown, hasMore: shown < lastPage };
}
