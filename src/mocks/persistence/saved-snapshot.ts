import { adoptIfNewer, holdRevision, revisionHeld } from './held-revision';
import { isDbSnapshot, takeSnapshot, type DbSnapshot } from './snapshot';

const SNAPSHOT_PREFIX = 'sneakerhub:mock-db:';
const SNAPSHOT_KEY_PATTERN = new RegExp(`^${SNAPSHOT_PREFIX}v(\\d+)$`);
const snapshotKey = (version: number) => `${SNAPSHOT_PREFIX}v${version}`;

/**
 * The snapshot format. Tabs of two builds share data when their formats agree, whatever else
 * differs. v1 was the first format ever saved; how to change it is in README.md.
 */
export const SNAPSHOT_VERSION = 2;
export const SNAPSHOT_KEY = snapshotKey(SNAPSHOT_VERSION);

/** Turns the parsed text of a snapshot of version N into one of version N + 1 (checked after). */
type SnapshotMigration = (older: Record<string, unknown>) => Record<string, unknown>;

/** Keyed by the version each one upgrades from. */
const snapshotMigrations: Readonly<Record<number, SnapshotMigration>> = {
  // v2: reviews, and the review writes the daily cap counts; nobody had written any.
  1: (older) => ({ ...older, review: [], reviewWrite: [] }),
};

/** What start-up does after `loadSnapshot`. */
export type LoadOutcome =
  /** The saved shopper data is back. */
  | 'restored'
  /** Nothing usable was saved: seed, then save. */
  | 'seed'
  /** Seed, but save nothing: saving would overwrite a snapshot that could not be set aside. */
  | 'seed-unsaved';

/**
 * A saved copy of the shopper data and its revision. The revision comes first in the text, so a
 * tab can tell whether it is behind without parsing the rest. A snapshot saved before revisions
 * existed counts as revision 0.
 */
export interface SavedSnapshot {
  revision: number;
  rows: DbSnapshot;
}

const REVISION_PREFIX = /^\{"revision":(\d+),/;

/** The revision a saved text starts with, or null when it names none. */
export function savedRevision(text: string): number | null {
  const match = REVISION_PREFIX.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Saves this tab's shopper data as the next revision and returns what it saved; throws what
 * localStorage throws (QuotaExceededError when it is full), and then the revision stays as it was.
 */
export function writeSnapshot(storage: Storage): SavedSnapshot {
  const saved = { revision: revisionHeld() + 1, rows: takeSnapshot() };
  storage.setItem(SNAPSHOT_KEY, JSON.stringify({ revision: saved.revision, ...saved.rows }));
  holdRevision(saved.revision);
  return saved;
}

/** For the save at start-up, where a failure is worth a warning and no more. */
export function warnNotSaved(error: unknown): void {
  console.warn('[mock server] could not save the database; changes last until reload', error);
}

/** True for the error a full localStorage throws (its name differs in old Firefox). */
export function isStorageFull(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A revision whose text could not be read: said once, then left to the next save. */
let unreadableRevision: number | null = null;

/**
 * Takes on the saved snapshot if another tab has saved a newer one since this tab last read or
 * wrote it; true if it did. Cheap when nothing changed: only the revision at the start is read.
 */
export function catchUpWithSaved(storage: Storage): boolean {
  const text = storage.getItem(SNAPSHOT_KEY);
  const revision = text === null ? null : savedRevision(text);
  if (text === null || revision === null || revision <= revisionHeld() || revision === unreadableRevision) {
    return false;
  }
  try {
    return adoptIfNewer(parseSnapshot(text), revision);
  } catch (error) {
    unreadableRevision = revision;
    console.warn(`[mock server] could not read revision ${revision} of the saved database`, error);
    return false;
  }
}

/** The highest format version saved under the shop's key, or -1 when there is none. */
function newestSavedVersion(storage: Storage): number {
  let newest = -1;
  for (let i = 0; i < storage.length; i += 1) {
    const match = SNAPSHOT_KEY_PATTERN.exec(storage.key(i) ?? '');
    if (match) newest = Math.max(newest, Number(match[1]));
  }
  return newest;
}

function parseSnapshot(saved: string): DbSnapshot {
  const snapshot: unknown = JSON.parse(saved);
  if (!isDbSnapshot(snapshot)) throw new Error('unexpected snapshot shape');
  return snapshot;
}

/** Copies an unreadable snapshot out of the way of the next save; the key, or null if it did not fit. */
function setAside(storage: Storage, saved: string): string | null {
  const backupKey = `${SNAPSHOT_KEY}:unreadable:${new Date().toISOString()}`;
  try {
    storage.setItem(backupKey, saved);
    return backupKey;
  } catch {
    return null;
  }
}

function loadCurrent(storage: Storage, saved: string): LoadOutcome {
  try {
    adoptIfNewer(parseSnapshot(saved), savedRevision(saved) ?? 0);
    return 'restored';
  } catch (error) {
    const backupKey = setAside(storage, saved);
    if (backupKey) {
      console.warn(
        `[mock server] the saved database was unreadable; starting from the seed (the old one is kept as ${backupKey})`,
        error,
      );
      return 'seed';
    }
    console.warn(
      '[mock server] the saved database was unreadable and there is no room to keep a copy; starting from the seed, unsaved until reload',
      error,
    );
    return 'seed-unsaved';
  }
}

/** The newest older version saved, or null when there is none this build can migrate from. */
function olderSavedVersion(storage: Storage): number | null {
  for (let version = SNAPSHOT_VERSION - 1; version >= 1; version -= 1) {
    if (storage.getItem(snapshotKey(version)) !== null) return version;
  }
  return null;
}

/**
 * Migrates the snapshot saved as `version` to the current format and saves it under the current
 * key before removing the old one; if any step fails the old one stays as it is and the shop starts
 * from the seed (saving its own version beside it).
 */
function migrateOlder(storage: Storage, version: number): LoadOutcome {
  const oldKey = snapshotKey(version);
  try {
    let rows = JSON.parse(storage.getItem(oldKey) ?? '') as Record<string, unknown>;
    for (let from = version; from < SNAPSHOT_VERSION; from += 1) {
      const migration = snapshotMigrations[from];
      if (!migration) throw new Error(`no migration from v${from}`);
      rows = migration(rows);
    }
    const { revision, ...shopperRows } = rows;
    if (!isDbSnapshot(shopperRows)) throw new Error('unexpected snapshot shape after migrating');
    const held = typeof revision === 'number' ? revision : 0;
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ revision: held, ...shopperRows }));
    adoptIfNewer(shopperRows, held);
    storage.removeItem(oldKey);
    return 'restored';
  } catch (error) {
    console.warn(
      `[mock server] the saved database (v${version}) could not be brought to v${SNAPSHOT_VERSION}; starting from the seed and leaving it as it is`,
      error,
    );
    return 'seed';
  }
}

/**
 * Restores shopper data saved by an earlier visit, migrating an older format's. A snapshot of a
 * newer version, or one that cannot be read, is never deleted: the shop starts from the seed and
 * says so once. A copy this tab already holds that is newer than the saved one (another tab sent
 * it) is kept.
 */
export function loadSnapshot(storage: Storage): LoadOutcome {
  try {
    const saved = storage.getItem(SNAPSHOT_KEY);
    if (saved !== null) return loadCurrent(storage, saved);
    const older = olderSavedVersion(storage);
    if (older !== null) return migrateOlder(storage, older);
    const newer = newestSavedVersion(storage);
    if (newer > SNAPSHOT_VERSION) {
      console.warn(
        `[mock server] the saved database is from a newer version of the shop (v${newer}); starting from the seed and leaving it as it is`,
      );
    }
    return 'seed';
  } catch (error) {
    console.warn('[mock server] the saved database could not be read; starting from the seed', error);
    return 'seed-unsaved';
  }
}
