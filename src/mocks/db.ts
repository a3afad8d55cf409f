/** The embedded backend's storage over @mswjs/data: functions per resource, and the repositories the handlers use. The models stay inside this folder and src/mocks/persistence, which saves their shopper rows. */
export * from '@/api/addresses/memory-store';
export * from '@/api/cart/memory-store';
export * from '@/api/catalogue/memory-store';
export * from '@/api/orders/memory-store';
export * from '@/api/reviews/memory-store';
export * from '@/api/test-todos/memory-store';
export * from '@/api/accounts/memory-store';
export * from '@/api/wishlist/memory-store';
export { memoryRepositories } from '@/api/memory-stores';
