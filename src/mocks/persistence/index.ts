/**
 * The browser mock's multi-tab persistence (README.md in this folder): what start-up and the
 * tests use. Handlers and repositories never import it.
 */
export { clearDb, revisionHeld } from './held-revision';
export { withDbLock } from './locks';
export { answerTabsThatOpen, catchUpWithRunningTab } from './running-tabs';
export { loadSnapshot, SNAPSHOT_KEY, SNAPSHOT_VERSION, warnNotSaved } from './saved-snapshot';
export { takeSnapshot, type DbSnapshot } from './snapshot';
export { saveForAllTabs, tabSession } from './tab-session';
