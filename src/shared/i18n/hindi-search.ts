import type { CatalogueProduct } from '@/shared/types';

type Searched = Pick<CatalogueProduct, 'title' | 'brand' | 'titleHi'>;

const DEVANAGARI = /[\u0900-\u097F]/;

let matcher: ((product: Searched, searchValue: string) => boolean) | undefined;
let loading: Promise<void> | undefined;

/**
 * The Hindi search (src/shared/product-search.ts and its table of words) rides in the Hindi
 * catalogue's chunk, loaded with it (./catalogues.ts), so an English page's first load never
 * carries it (docs/performance.md). An English page loads it when a search in Devanagari is typed.
 */
export function loadHindiSearch(): Promise<void> {
  loading ??= import(/* webpackChunkName: "messages-hi" */ '../product-search').then((module) => {
    matcher = module.matchesHindiSearch;
  });
  return loading;
}

/**
 * The Hindi search's verdict once it is loaded: on a Hindi page always (it loads before the page
 * renders); on an English page from the keystroke after the first Devanagari one.
 */
export function matchesHindiSearchOnceLoaded(product: Searched, searchValue: string): boolean {
  if (!DEVANAGARI.test(searchValue)) return false;
  if (!matcher) {
    void loadHindiSearch();
    return false;
  }
  return matcher(product, searchValue);
}
