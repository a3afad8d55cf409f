import { clearShopperData, isDbSnapshot, restoreSnapshot, takeSnapshot } from './db';

const SNAPSHOT_PREFIX = 'sneakerhub:mock-db:';
/** Bump when the models change shape: an older snapshot is then replaced by the seed. */
export const SNAPSHOT_KEY = `${SNAPSHOT_PREFIX}v1`;

export function saveSnapshot(storage: Storage): void {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    console.warn('[mock server] could not save the database; changes last until reload', error);
  }
}

/** Snapshots under another version's key can never load again: free their space, say so once. */
function dropOlderVersions(storage: Storage): void {
  const older: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(SNAPSHOT_PREFIX) && key !== SNAPSHOT_KEY) older.push(key);
  }
  if (older.length === 0) return;
  console.warn('[mock server] the saved database is from an older version; starting from the seed');
  for (const key of older) storage.removeItem(key);
}

/**
 * Restores shopper data saved by an earlier visit into a db holding none. False when there is
 * none or it cannot be used (corrupt, or another shape): nothing is restored then, the caller
 * seeds instead, and the page never crashes.
 */
export function loadSnapshot(storage: Storage): boolean {
  try {
    dropOlderVersions(storage);
    const saved = storage.getItem(SNAPSHOT_KEY);
    if (saved === null) return false;
    const parsed: unknown = JSON.parse(saved);
    if (!isDbSnapshot(parsed)) throw new Error('unexpected snapshot shape');
    restoreSnapshot(parsed);
    return true;
  } catch (error) {
    console.warn('[mock server] the saved database was unreadable; starting from the seed', error);
    // A snapshot can fail half-way (a duplicate key): leave no half-restored rows behind.
    clearShopperData();
    try {
      storage.removeItem(SNAPSHOT_KEY);
    } catch {
      // Storage that cannot be read cannot hold a bad snapshot either.
    }
    return false;
  }
}
