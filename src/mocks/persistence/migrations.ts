import { seedProducts } from '@/api/catalogue/seed/data';

/** Turns a snapshot of version N into one of version N + 1; what it returns is checked before use. */
export type SnapshotMigration = (older: unknown) => unknown;

/**
 * v1 → v2: orders gained how they are paid, the delivery date promised and the invoice number.
 * Every v1 order was an online one; none had a promised date or an invoice (its page then shows
 * no invoice).
 */
function addOrderPaymentFields(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.order)) return older;
  return {
    ...snapshot,
    order: snapshot.order.map((row: unknown) =>
      typeof row === 'object' && row !== null
        ? { ...row, paymentMethod: 'online', deliverBy: '', invoiceNumber: '' }
        : row,
    ),
  };
}

/** v2 → v3: reviews, and the review writes the daily cap counts; nobody had written any. */
function addReviews(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, review: [], reviewWrite: [] };
}

/**
 * v3 → v4: sessions that end. Every account starts at token version 0, which the tokens issued
 * before (without a version) are taken to carry, so no one is logged out; no session was logged
 * out on the server side yet.
 */
function addSessions(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.user)) return older;
  return {
    ...snapshot,
    user: snapshot.user.map((row: unknown) =>
      typeof row === 'object' && row !== null ? { ...row, tokenVersion: 0 } : row,
    ),
    revokedSession: [],
  };
}

/**
 * v4 → v5: the products are saved too (staff edit them), each with its MRP, country of origin and
 * whether it is published: until now they were the seed's, reseeded at every start, all published.
 */
function addProducts(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return {
    ...older,
    product: seedProducts.map(({ category = [], link = '', ...product }) => ({
      ...product,
      category,
      link,
      published: true,
    })),
  };
}

/** The migrations, keyed by the version each one upgrades from (v1 is the first shape ever saved). */
export const snapshotMigrations: Readonly<Record<number, SnapshotMigration>> = {
  1: addOrderPaymentFields,
  2: addReviews,
  3: addSessions,
  4: addProducts,
};
