import { useEffect, useSyncExternalStore } from 'react';
import { localStore } from '@/shared/site-storage';
import type { CatalogueProduct } from '@/shared/types';

/**
 * The sneakers this browser opened, newest first: their ids in localStorage (the products
 * themselves come from the catalogue, so nothing stale is shown), read through site-storage, so a
 * browser that blocks site data simply keeps none. Other tabs' views arrive by the storage event.
 */
const STORAGE_KEY = 'sneakerhub:recently-viewed';
export const RECENTLY_VIEWED_SHOWN = 8;
// One more than is shown: a product page leaves itself out and still shows as many.
const KEPT = RECENTLY_VIEWED_SHOWN + 1;
const NONE: readonly string[] = [];

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastIds = NONE;

function parse(raw: string | null): readonly string[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    return value.filter((id): id is string => typeof id === 'string').slice(0, KEPT);
  } catch {
    return NONE;
  }
}

/** The same array while the stored text is the same, as useSyncExternalStore needs. */
function readIds(): readonly string[] {
  const raw = localStore.get(STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastIds = parse(raw);
  }
  return lastIds;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function recordViewed(productId: string): void {
  const ids = [productId, ...readIds().filter((id) => id !== productId)].slice(0, KEPT);
  localStore.set(STORAGE_KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

/** Puts the product on screen first in the list (once per product shown). */
export function useRecordViewed(productId: string): void {
  useEffect(() => recordViewed(productId), [productId]);
}

/** Ids of the recently viewed sneakers, newest first, without `exceptId`, at most as many as are shown. */
export function useRecentlyViewedIds(exceptId?: string): readonly string[] {
  const ids = useSyncExternalStore(subscribe, readIds, () => NONE);
  return ids.filter((id) => id !== exceptId).slice(0, RECENTLY_VIEWED_SHOWN);
}

/** Those ids as products of the catalogue, in the same order; one no longer sold is left out. */
export function productsWithIds(
  products: readonly CatalogueProduct[],
  ids: readonly string[],
): CatalogueProduct[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
