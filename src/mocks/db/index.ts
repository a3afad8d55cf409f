/** The mock server's database: repositories per resource; the models stay inside this folder. */
export * from './addresses';
export * from './cart';
export * from './catalogue';
export * from './orders';
export * from './test-todos';
export * from './users';
export * from './wishlist';
export {
  clearDb,
  clearShopperData,
  inThisTabOnly,
  isDbSnapshot,
  restoreSnapshot,
  takeSnapshot,
  type DbSnapshot,
} from './models';
