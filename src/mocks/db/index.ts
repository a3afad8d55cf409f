/** The embedded backend's storage over @mswjs/data: functions per resource, and the repositories the handlers use. The models stay inside this folder and src/mocks/persistence, which saves their shopper rows. */
export * from './addresses';
export * from './cart';
export * from './catalogue';
export * from './orders';
export * from './reviews';
export * from './test-todos';
export * from './users';
export * from './wishlist';
export { memoryRepositories } from './memory-repositories';
