/** Where the mock saves its database in localStorage: one key per snapshot format. */
export const SNAPSHOT_PREFIX = 'sneakerhub:mock-db:';
export const snapshotKey = (version: number) => `${SNAPSHOT_PREFIX}v${version}`;

/**
 * The snapshot format. Tabs of two builds share data when their formats agree, whatever else
 * differs. v1 was the first format ever saved; how to change it is in README.md. (A module of its
 * own, without imports, so the browser journeys read the same key.)
 */
export const SNAPSHOT_VERSION = 16;
export const SNAPSHOT_KEY = snapshotKey(SNAPSHOT_VERSION);
