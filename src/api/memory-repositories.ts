import { memoryGuestRepository, memoryUserRepository } from './accounts/memory-repository';
import { memoryAddressRepository } from './addresses/memory-repository';
import { memoryCartRepository } from './cart/memory-repository';
import { memoryCatalogueRepository } from './catalogue/memory-repository';
import { memoryComplaintRepository } from './complaints/memory-repository';
import { memoryUpdateRepository } from './messages/memory-repository';
import { memoryOrderRepository } from './orders/memory-repository';
import { memoryPasswordResetRepository } from './password-resets/memory-repository';
import type { Repositories } from './repositories';
import { memoryRefundRepository } from './refunds/memory-repository';
import { memoryReturnRepository } from './returns/memory-repository';
import { memoryReviewRepository } from './reviews/memory-repository';
import { memoryStaffAuditRepository, memoryStaffRepository } from './staff/memory-repository';
import { memoryStockRepository } from './stock/memory-repository';
import { memoryTestTodoRepository } from './test-todos/memory-repository';
import { memoryWishlistRepository } from './wishlist/memory-repository';

/** Every resource's repository over @mswjs/data (browser and Jest). */
const repositories: Omit<Repositories, 'transaction'> = {
  users: memoryUserRepository,
  guests: memoryGuestRepository,
  catalogue: memoryCatalogueRepository,
  cart: memoryCartRepository,
  wishlist: memoryWishlistRepository,
  addresses: memoryAddressRepository,
  orders: memoryOrderRepository,
  refunds: memoryRefundRepository,
  stock: memoryStockRepository,
  reviews: memoryReviewRepository,
  returns: memoryReturnRepository,
  testTodos: memoryTestTodoRepository,
  updates: memoryUpdateRepository,
  staff: memoryStaffRepository,
  staffAudit: memoryStaffAuditRepository,
  complaints: memoryComplaintRepository,
  passwordResets: memoryPasswordResetRepository,
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
