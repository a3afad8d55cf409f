import { isDbSnapshot, restoreSnapshot, takeSnapshot } from './db';

const SNAPSHOT_PREFIX = 'sneakerhub:mock-db:';
const snapshotKey = (version: number) => `${SNAPSHOT_PREFIX}v${version}`;

/** Bump when the models change shape, and add the migration from the previous version. */
export const SNAPSHOT_VERSION = 1;
export const SNAPSHOT_KEY = snapshotKey(SNAPSHOT_VERSION);

/** Turns a snapshot of version N into one of version N + 1; what it returns is checked before use. */
export type SnapshotMigration = (older: unknown) => unknown;

/**
 * The migrations, keyed by the version each one upgrades from. Empty: v1 is the first shape that
 * was ever saved.
 */
export const snapshotMigrations: Readonly<Record<number, SnapshotMigration>> = {};

/** What start-up does after `loadSnapshot`. */
export type LoadOutcome =
  /** The saved shopper data is back. */
  | 'restored'
  /** Nothing usable was saved: seed, then save. */
  | 'seed'
  /** Seed, but save nothing: saving would overwrite a snapshot that could not be set aside. */
  | 'seed-unsaved';

const LOCK_NAME = 'sneakerhub:mock-db';

/**
 * Runs `work` while no other tab of the shop starts or saves. Without the Web Locks API (jsdom, an
 * insecure origin, an old browser) it runs at once: the restore and the seed skip rows that already
 * exist, so an overlap costs at most a stale save, never data.
 */
export async function withDbLock<T>(work: () => T | Promise<T>): Promise<T> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(LOCK_NAME, async () => work());
}

export function saveSnapshot(storage: Storage): boolean {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
    return true;
  } catch (error) {
    console.warn('[mock server] could not save the database; changes last until reload', error);
    return false;
  }
}

/**
 * Saves after changes, one tab at a time. The snapshot is taken when the lock is granted, so the
 * changes made while a save waits share it. `flush` saves at once, for a page that is going away
 * before the lock would be granted.
 */
export function snapshotSaver(storage: Storage): { request: () => void; flush: () => void } {
  let pending = false;
  const flush = () => {
    if (!pending) return;
    pending = false;
    saveSnapshot(storage);
  };
  return {
    request: () => {
      if (pending) return;
      pending = true;
      void withDbLock(flush);
    },
    flush,
  };
}

function savedVersions(storage: Storage): number[] {
  const versions: number[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const match = /^sneakerhub:mock-db:v(\d+)$/.exec(storage.key(i) ?? '');
    if (match) versions.push(Number(match[1]));
  }
  return versions.sort((a, b) => b - a);
}

function parseSnapshot(saved: string, fromVersion: number, migrations: typeof snapshotMigrations) {
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
    restoreSnapshot(parseSnapshot(saved, SNAPSHOT_VERSION, {}));
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

function loadOlder(storage: Storage, version: number, migrations: typeof snapshotMigrations): LoadOutcome {
  const key = snapshotKey(version);
  try {
    restoreSnapshot(parseSnapshot(storage.getItem(key) ?? '', version, migrations));
  } catch (error) {
    console.warn(
      `[mock server] the saved database (v${version}) cannot be brought up to v${SNAPSHOT_VERSION}; starting from the seed and leaving ${key} as it is`,
      error,
    );
    return 'seed';
  }
  // The older copy goes only once its data is safe under the current key.
  if (saveSnapshot(storage)) storage.removeItem(key);
  return 'restored';
}

/**
 * Restores shopper data saved by an earlier visit, migrating an older version's snapshot. A
 * snapshot of a newer version, or one that cannot be read or migrated, is never deleted: the shop
 * starts from the seed and says so once. Rows already in this tab are kept (see restoreSnapshot),
 * and nothing here clears the db, whose deletes would reach every open tab.
 */
export function loadSnapshot(storage: Storage, migrations = snapshotMigrations): LoadOutcome {
  try {
    const saved = storage.getItem(SNAPSHOT_KEY);
    if (saved !== null) return loadCurrent(storage, saved);
    const versions = savedVersions(storage);
    const older = versions.find((version) => version < SNAPSHOT_VERSION);
    if (older !== undefined) return loadOlder(storage, older, migrations);
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
