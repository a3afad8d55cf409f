import { memoryGuestRepository, memoryUserRepository } from './accounts/memory-repository';
import { memoryAddressRepository } from './addresses/memory-repository';
import { memoryCartRepository } from './cart/memory-repository';
import { memoryCatalogueRepository } from './catalogue/memory-repository';
import { firstLoadOrderReads } from './orders/first-reads/memory-repository';
import type { Repositories } from './repositories';
import { memoryReviewRepository } from './reviews/memory-repository';
import { memoryStaffAuditRepository, memoryStaffRepository } from './staff/memory-repository';
import { memoryStockRepository } from './stock/memory-repository';
import { memoryTestTodoRepository } from './test-todos/memory-repository';
import { memoryWishlistRepository } from './wishlist/memory-repository';

type Later = typeof import('./later-memory-repositories').laterMemoryRepositories;
type Method = (...args: unknown[]) => Promise<unknown>;

let later: Later | undefined;
let loadingLater: Promise<Later> | undefined;
const loadLater = () =>
  (loadingLater ??= import('./later-memory-repositories').then(
    (module) => (later = module.laterMemoryRepositories),
  ));

/**
 * The store `name` of ./later-memory-repositories.ts, whose module is imported at the first call of
 * any of them (every method answers a promise, so no caller can tell): the stores of orders and
 * what follows stay out of the mock's first chunk, as their routes do (src/api/routes.ts). Once
 * loaded, its methods are the store's own. `firstLoad` holds the methods a shopper's first pages
 * call, which answer without it; they, and a property set on the store (a test's spy), are read first.
 */
function loadedAtFirstCall<Name extends keyof Later>(
  name: Name,
  firstLoad: Partial<Later[Name]> = {},
): Later[Name] {
  const methodOf = (stores: Later, method: string) =>
    (stores[name] as unknown as Record<string, Method>)[method] as Method;
  return new Proxy({ ...firstLoad } as Later[Name], {
    get(own, method) {
      if (method in own) return Reflect.get(own, method) as unknown;
      // Not a thenable: `await` of the store itself is the store.
      if (typeof method !== 'string' || method === 'then') return undefined;
      if (later) return methodOf(later, method);
      return async (...args: unknown[]) => methodOf(await loadLater(), method)(...args);
    },
  });
}

/** Every resource's repository over @mswjs/data (browser and Jest). */
const repositories: Omit<Repositories, 'transaction'> = {
  users: memoryUserRepository,
  guests: memoryGuestRepository,
  catalogue: memoryCatalogueRepository,
  cart: memoryCartRepository,
  wishlist: memoryWishlistRepository,
  addresses: memoryAddressRepository,
  orders: loadedAtFirstCall('orders', firstLoadOrderReads),
  refunds: loadedAtFirstCall('refunds'),
  reports: loadedAtFirstCall('reports'),
  stock: memoryStockRepository,
  reviews: memoryReviewRepository,
  returns: loadedAtFirstCall('returns'),
  testTodos: memoryTestTodoRepository,
  updates: loadedAtFirstCall('updates'),
  staff: memoryStaffRepository,
  staffAudit: memoryStaffAuditRepository,
  complaints: loadedAtFirstCall('complaints'),
  passwordResets: loadedAtFirstCall('passwordResets'),
  dashboard: loadedAtFirstCall('dashboard'),
};

/** The last transaction asked for; the next one starts once it has settled. */
let queue: Promise<unknown> = Promise.resolve();

/** Inside a transaction a nested one runs at once: waiting for the queue would wait for itself. */
const inTransaction: Repositories = { ...repositories, transaction: (work) => work(inTransaction) };

/** The repositories above, with transactions that run one at a time, in the order they were asked for. */
export const memoryRepositories: Repositories = {
  ...repositories,
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const result = queue.then(() => work(inTransaction));
    queue = result.catch(() => undefined);
    return result;
  },
};
