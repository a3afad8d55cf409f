import { restoreSnapshot, takeSnapshot, type DbSnapshot } from './db';

/** Bump when the models change shape: an older snapshot is then replaced by the seed. */
export const SNAPSHOT_KEY = 'sneakerhub:mock-db:v1';

function isSnapshot(value: unknown): value is DbSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['user', 'cartLine', 'wishlistLine', 'address', 'order', 'testTodo'].every((model) =>
    Array.isArray(record[model]),
  );
}

export function saveSnapshot(storage: Storage): void {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    console.warn('[mock server] could not save the database; changes last until reload', error);
  }
}

/**
 * Restores shopper data saved by an earlier visit. False when there is none or it cannot be used
 * (corrupt, or from an older version): the caller seeds instead, and the page never crashes.
 */
export function loadSnapshot(storage: Storage): boolean {
  const saved = storage.getItem(SNAPSHOT_KEY);
  if (saved === null) return false;
  try {
    const parsed: unknown = JSON.parse(saved);
    if (!isSnapshot(parsed)) throw new Error('unexpected snapshot shape');
    restoreSnapshot(parsed);
    return true;
  } catch (error) {
    console.warn('[mock server] the saved database was unreadable; starting from the seed', error);
    storage.removeItem(SNAPSHOT_KEY);
    return false;
  }
}
