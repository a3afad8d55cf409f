import { sqlGuestRepository, sqlUserRepository } from './accounts/sql-repository';
import { sqlAddressRepository } from './addresses/sql-repository';
import { sqlCartRepository } from './cart/sql-repository';
import { sqlComplaintRepository } from './complaints/sql-repository';
import { sqlPasswordResetRepository } from './password-resets/sql-repository';
import { forgetCatalogue, sqlCatalogueRepository, type CatalogueCache } from './catalogue/sql-repository';
import { sqlUpdateRepository } from './messages/sql-repository';
import { sqlOrderRepository } from './orders/sql-repository';
import type { Repositories } from './repositories';
import { sqlRefundRepository } from './refunds/sql-repository';
import { sqlReturnRepository } from './returns/sql-repository';
import { sqlReviewRepository } from './reviews/sql-repository';
import { sqlStockRepository } from './stock/sql-repository';
import type { SqlClient } from './sql-client';
import { sqlStaffAuditRepository, sqlStaffRepository } from './staff/sql-repository';
import { sqlTestTodoRepository } from './test-todos/sql-repository';
import { sqlWishlistRepository } from './wishlist/sql-repository';

/**
 * Every resource's repository over SQL: the same statements on PGlite and on PostgreSQL. Every
 * write that could race is one statement that says what it did (ON CONFLICT, UPDATE … WHERE …
 * RETURNING), so two tabs or two processes cannot both pass a check and then both write. The
 * tables are made by the one migration list, src/api/sql-migrations/.
 */
export function sqlRepositories(
  db: SqlClient,
  cache: CatalogueCache = {},
  catalogueWritten: () => void = () => undefined,
): Repositories {
  const catalogue = sqlCatalogueRepository(db, cache, catalogueWritten);
  return {
    users: sqlUserRepository(db),
    guests: sqlGuestRepository(db),
    catalogue,
    cart: sqlCartRepository(db, () => catalogue.productsById()),
    wishlist: sqlWishlistRepository(db),
    addresses: sqlAddressRepository(db),
    orders: sqlOrderRepository(db),
    refunds: sqlRefundRepository(db),
    stock: sqlStockRepository(db),
    reviews: sqlReviewRepository(db),
    returns: sqlReturnRepository(db),
    testTodos: sqlTestTodoRepository(db),
    updates: sqlUpdateRepository(db),
    staff: sqlStaffRepository(db),
    staffAudit: sqlStaffAuditRepository(db),
    complaints: sqlComplaintRepository(db),
    passwordResets: sqlPasswordResetRepository(db),
    // A catalogue write forgets the cache as it is made, and again once committed: a read in
    // between may have cached what the transaction had not yet committed.
    async transaction(work) {
      const wrote = { catalogue: false };
      const result = await db.transaction((tx) =>
        work(sqlRepositories(tx, cache, () => (wrote.catalogue = true))),
      );
      if (wrote.catalogue) forgetCatalogue(cache);
      return result;
    },
  };
}
