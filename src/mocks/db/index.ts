/** The embedded backend's storage over @mswjs/data: functions per resource, and the repositories the handlers use. The models stay inside this folder. */
export * from './addresses';
export * from './cart';
export * from './catalogue';
export * from './orders';
export * from './test-todos';
export * from './users';
export * from './wishlist';
export {
  adoptIfNewer,
  clearDb,
  clearShopperData,
  holdRevision,
  isDbSnapshot,
  replaceShopperData,
  revisionHeld,
  takeSnapshot,
  watchRowWrites,
  type DbSnapshot,
} from './models';
export { memoryRepositories } from './memory-repositories';
