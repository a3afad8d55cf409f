/** The embedded backend's storage over @mswjs/data: functions per resource, and the repositories the handlers use. The models stay inside this folder and src/mocks/persistence, which saves their shopper rows. */
export * from '@/api/addresses/memory-repository';
export * from '@/api/cart/memory-repository';
export * from '@/api/catalogue/memory-repository';
export * from '@/api/orders/memory-repository';
export * from '@/api/reviews/memory-repository';
export * from '@/api/test-todos/memory-repository';
export * from '@/api/accounts/memory-repository';
export * from '@/api/wishlist/memory-repository';
export { memoryRepositories } from '@/api/memory-repositories';
