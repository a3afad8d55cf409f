import { demoStaff } from '@/api/staff/demo-staff';
import { seedProducts } from '@/api/catalogue/seed/data';
import { FIRST_ORDER_NUMBER } from '@/shared/order-number';

/** Turns a snapshot of version N into one of version N + 1; what it returns is checked before use. */
export type SnapshotMigration = (older: unknown) => unknown;

/** Each migration, keyed by the version it upgrades from. */
export type SnapshotMigrations = Readonly<Record<number, SnapshotMigration>>;

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
 * The demo owner's password (`staff-sneakers-1`) hashed as the seed hashes it: a migration runs
 * synchronously, and hashing is not. The password is public; this hash tells nothing more.
 */
const DEMO_STAFF_PASSWORD_HASH =
  'pbkdf2$10000$9c718ccce4846ee5cee675fed49d67f1$2aa67f2c5b5d22973d21b8c8d27506e95ca43ad9a353fb47155122a34e55cb6c';

/**
 * v4 → v5: staff accounts and the audit log. The saved database gets the demo owner the seed would
 * have given it (the embedded mock always has one); no session or action of staff existed yet.
 */
function addStaff(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const { password: _public, ...owner } = demoStaff;
  const member = {
    ...owner,
    disabled: false,
    passwordHash: DEMO_STAFF_PASSWORD_HASH,
    tokenVersion: 0,
    updatedAt: owner.createdAt,
  };
  return { ...older, staffMember: [member], staffRevokedSession: [], staffAudit: [] };
}

/** The timeline steps of a v5 order: when it was placed, and when its payment confirmed it. */
function timelineOf(row: Record<string, unknown>): { status: string; at: unknown }[] {
  if (row.paymentMethod === 'cod') return [{ status: 'confirmed', at: row.createdAt }];
  const placed = { status: 'created', at: row.createdAt };
  return row.status === 'paid' ? [placed, { status: 'confirmed', at: row.paidAt }] : [placed];
}

/**
 * v5 → v6: the order's life (issue 29). 'paid' becomes 'confirmed'; each order gains its payment's
 * state (paid, COD due, or pending) and a timeline rebuilt from its placed and paid times. Orders
 * saved before stock was kept reserved no pairs (stockHeld false: their moves change no stock);
 * every product starts at its starting stock (no stock rows).
 */
function addOrderLifecycle(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.order)) return older;
  const paymentState = (row: Record<string, unknown>) => {
    if (row.status === 'paid') return 'paid';
    return row.paymentMethod === 'cod' ? 'cod_due' : 'pending';
  };
  return {
    ...snapshot,
    order: snapshot.order.map((row: unknown) => {
      if (typeof row !== 'object' || row === null) return row;
      const order = row as Record<string, unknown>;
      return {
        ...order,
        status: order.status === 'paid' ? 'confirmed' : order.status,
        paymentState: paymentState(order),
        timelineJson: JSON.stringify(timelineOf(order)),
        stockHeld: false,
      };
    }),
    stock: [],
  };
}

/**
 * v6 → v7: the products are saved too (staff edit them), each with its MRP, country of origin and
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

/** v7 → v8: refunds and credit notes (issue 30), none yet. */
function addRefunds(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, refund: [], creditNote: [] };
}

/** v8 → v9: returns; nobody had asked for one. */
function addReturns(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, orderReturn: [] };
}

/** v9 → v10: the shopper's updates (issue 30); no order step had made one. */
function addShopperUpdates(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, shopperUpdate: [] };
}

/** v10 → v11: complaints to the grievance officer; nobody had filed any. */
function addComplaints(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, complaint: [] };
}

/**
 * v11 → v12: order numbers (issue 39). Every order gets the serial of its number, SH-100001
 * onwards, in the order the orders were placed (the saved order of the rows breaks a tie), as the
 * server's migration 19 numbers its orders.
 */
function addOrderNumbers(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.order)) return older;
  const rows = snapshot.order as unknown[];
  const placedAt = (row: unknown) =>
    typeof row === 'object' && row !== null ? String((row as { createdAt?: unknown }).createdAt) : '';
  const placing = rows.map((row, index) => ({ at: placedAt(row), index }));
  placing.sort((a, b) => a.at.localeCompare(b.at) || a.index - b.index);
  const serials = new Map(placing.map(({ index }, rank) => [index, FIRST_ORDER_NUMBER + rank]));
  return {
    ...snapshot,
    order: rows.map((row, index) =>
      typeof row === 'object' && row !== null ? { ...row, number: serials.get(index) } : row,
    ),
  };
}

/** v12 → v13: forgot password's links (issue 39); nobody had asked for one. */
function addPasswordResets(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  return { ...older, passwordReset: [] };
}

/** v13 → v14: the owner's morning note (issue 38), on for every member until turned off. */
function addMorningNote(older: unknown): unknown {
  if (typeof older !== 'object' || older === null) return older;
  const snapshot = older as Record<string, unknown>;
  if (!Array.isArray(snapshot.staffMember)) return older;
  return {
    ...snapshot,
    staffMember: snapshot.staffMember.map((row: unknown) =>
      typeof row === 'object' && row !== null ? { ...row, morningNote: true } : row,
    ),
  };
}

/** v14 → v15: the shopper's language (issue 37); nobody had chosen one. */
function addLanguages(older: unknown): unknown {
  if (typeof older !== 'object' || older === null || !('user' in older) || !Array.isArray(older.user))
    return older;
  return { ...older, user: older.user.map((user: unknown) => ({ ...(user as object), language: '' })) };
}

/**
 * v15 → v16: products in Hindi (issue 37). A seed product still under the seed's English title gets
 * the seed's Hindi title, and its Hindi description if its English one is the seed's too, as the
 * server's migration 24 does; any other has none until staff write one.
 */
function addHindiTexts(older: unknown): unknown {
  if (typeof older !== 'object' || older === null || !('product' in older) || !Array.isArray(older.product))
    return older;
  const seeds = new Map(seedProducts.map((product) => [product._id, product]));
  const withHindi = (row: Record<string, unknown>) => {
    const seed = typeof row._id === 'string' ? seeds.get(row._id) : undefined;
    const sameTitle = seed !== undefined && row.title === seed.title;
    return {
      ...row,
      titleHi: sameTitle ? (seed.titleHi ?? '') : '',
      textHi: sameTitle && row.text === seed.text ? (seed.textHi ?? '') : '',
    };
  };
  return {
    ...older,
    product: older.product.map((row: unknown) => withHindi(row as Record<string, unknown>)),
  };
}

/** The migrations, keyed by the version each one upgrades from (v1 is the first shape ever saved). */
export const snapshotMigrations: SnapshotMigrations = {
  1: addOrderPaymentFields,
  2: addReviews,
  3: addSessions,
  4: addStaff,
  5: addOrderLifecycle,
  6: addProducts,
  7: addRefunds,
  8: addReturns,
  9: addShopperUpdates,
  10: addComplaints,
  11: addOrderNumbers,
  12: addPasswordResets,
  13: addMorningNote,
  14: addLanguages,
  15: addHindiTexts,
};
