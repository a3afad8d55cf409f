import type { GuestRepository, UserRepository } from './accounts/repository';
import type { AddressRepository } from './addresses/repository';
import type { CartRepository } from './cart/repository';
import type { CatalogueRepository } from './catalogue/repository';
import type { ComplaintRepository } from './complaints/repository';
import type { UpdateRepository } from './messages/repository';
import type { OrderRepository } from './orders/repository';
import type { PasswordResetRepository } from './password-resets/repository';
import type { RefundRepository } from './refunds/repository';
import type { ReturnRepository } from './returns/repository';
import type { ReviewRepository } from './reviews/repository';
import type { StaffAuditRepository, StaffRepository } from './staff/repository';
import type { StockRepository } from './stock/repository';
import type { TestTodoRepository } from './test-todos/repository';
import type { WishlistRepository } from './wishlist/repository';

/**
 * What the routes may ask of storage: each resource's repository (`<resource>/repository.ts`).
 * Two adapters answer each: @mswjs/data in the browser and Jest (`<resource>/memory-repository.ts`),
 * SQL on PGlite or PostgreSQL on the Node server (`<resource>/sql-repository.ts`). Every method is
 * async so the same route runs over both. Writes that could race (two tabs, two clicks) are single
 * statements that report what they did, so no route checks first and writes later. Repositories
 * never read the time: a write that stamps one is handed it (`at`, from the backend's clock).
 */
export interface Repositories {
  users: UserRepository;
  guests: GuestRepository;
  catalogue: CatalogueRepository;
  cart: CartRepository;
  wishlist: WishlistRepository;
  addresses: AddressRepository;
  orders: OrderRepository;
  /** Refunds and GST credit notes: written through `recordRefund` (src/api/refunds/refunds.ts). */
  refunds: RefundRepository;
  stock: StockRepository;
  reviews: ReviewRepository;
  returns: ReturnRepository;
  testTodos: TestTodoRepository;
  /** The shopper's updates; written through `notifyShopper` (src/api/messages/notify.ts). */
  updates: UpdateRepository;
  staff: StaffRepository;
  /** Append-only: written through `recordStaffAction` (src/api/staff/audit.ts). */
  staffAudit: StaffAuditRepository;
  complaints: ComplaintRepository;
  /** Forgot password's links (src/api/password-resets). */
  passwordResets: PasswordResetRepository;
  /**
   * Runs `work` as one unit: on SQL one transaction (all or nothing), in memory one at a time
   * (no other transaction interleaves at its awaits).
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}
