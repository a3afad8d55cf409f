import { systemClock } from '@/api/clock';
import { adoptIfNewer, holdRevision, revisionHeld } from './held-revision';
import type { SnapshotMigrations } from './migrations';
import { isDbSnapshot, takeSnapshot, type DbSnapshot } from './snapshot';
import { SNAPSHOT_KEY, SNAPSHOT_PREFIX, SNAPSHOT_VERSION, snapshotKey } from './snapshot-key';

export { SNAPSHOT_KEY, SNAPSHOT_VERSION };

const SNAPSHOT_KEY_PATTERN = new RegExp(`^${SNAPSHOT_PREFIX}v(\\d+)$`);

/**
 * The migrations, loaded only when a tab finds an older format saved: a first visit and every
 * visit after the first save never need them (nor the seed's Hindi the v16 step reads).
 */
const loadMigrations = async (): Promise<SnapshotMigrations> =>
  (await import('./migrations')).snapshotMigrations;

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

/** The format versions saved under the shop's key, newest first. */
function savedVersions(storage: Storage): number[] {
  const versions: number[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const match = SNAPSHOT_KEY_PATTERN.exec(storage.key(i) ?? '');
    if (match) versions.push(Number(match[1]));
  }
  return versions.sort((a, b) => b - a);
}

/** Reads a saved text of `fromVersion`, brought up to the current format one migration at a time. */
function parseSnapshot(
  saved: string,
  fromVersion = SNAPSHOT_VERSION,
  migrations: SnapshotMigrations = {},
): DbSnapshot {
  let snapshot: unknown = JSON.parse(saved);
  for (let version = fromVersion; version < SNAPSHOT_VERSION; version += 1) {
    const migrate = migrations[version];
    if (!migrate) throw new Error(`no migration from v${version}`);
    snapshot = migrate(snapshot);
  }
  if (!isDbSnapshot(snapshot)) throw new Error('unexpected snapshot shape');
  return snapshot;
}

/** Copies an unreadable snapshot out of the way of the next save; the key, or null if it did not fit. */
function setAside(storage: Storage, saved: string): string | null {
  const backupKey = `${SNAPSHOT_KEY}:unreadable:${systemClock.now().toISOString()}`;
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

async function loadOlder(
  storage: Storage,
  version: number,
  migrations: SnapshotMigrations | undefined,
): Promise<LoadOutcome> {
  const key = snapshotKey(version);
  try {
    const steps = migrations ?? (await loadMigrations());
    // Formats before this one may have numbered their snapshots otherwise: the migrated copy starts anew.
    adoptIfNewer(parseSnapshot(storage.getItem(key) ?? '', version, steps), 0);
  } catch (error) {
    console.warn(
      `[mock server] the saved database (v${version}) cannot be brought up to v${SNAPSHOT_VERSION}; starting from the seed and leaving ${key} as it is`,
      error,
    );
    return 'seed';
  }
  // The older copy goes only once its data is safe under the current key.
  try {
    writeSnapshot(storage);
    storage.removeItem(key);
  } catch (error) {
    warnNotSaved(error);
  }
  return 'restored';
}

/**
 * Restores shopper data saved by an earlier visit, migrating an older version's snapshot
 * (`migrations.ts`). A snapshot of a newer version, or one that cannot be read or migrated, is
 * never deleted: the shop starts from the seed and says so once. A copy this tab already holds
 * that is newer than the saved one (another tab sent it) is kept. `migrations`: the tests' own steps,
 * instead of `migrations.ts`'s.
 */
export async function loadSnapshot(storage: Storage, migrations?: SnapshotMigrations): Promise<LoadOutcome> {
  try {
    const saved = storage.getItem(SNAPSHOT_KEY);
    if (saved !== null) return loadCurrent(storage, saved);
    const versions = savedVersions(storage);
    const older = versions.find((version) => version < SNAPSHOT_VERSION);
    if (older !== undefined) return await loadOlder(storage, older, migrations);
    const newer = versions.find((version) => version > SNAPSHOT_VERSION);
    if (newer !== undefined) {
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
