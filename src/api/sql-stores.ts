import DataLoader from 'dataloader';
import { newRazorpayOrderId } from '@/api/orders/razorpay/ids';
import type { Repositories, ReviewRecord, UserRecord } from '@/api/stores';
import { invoiceNumber } from '@/shared/gst/invoice-number';
import { amountInPaise } from '@/shared/order-totals';
import type {
  Address,
  AddressInput,
  CartItem,
  Category,
  Order,
  Product,
  TestTodo,
  WishlistItem,
} from '@/shared/types';
import type { SqlClient } from '@/api/sql-client';

/** The spec's timestamp format, YYYY-MM-DDTHH:mm:ssZ, from a timestamptz column. */
const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const PRODUCT = `p._id, p.id, p.title, p."text", p.img, p.price, p.rating, p.brand, p.category, p.btn,
  p.color, p.shadow, p.link`;

type ProductRow = Omit<Product, 'category' | 'link'> & { category: string[]; link: string | null };

/** As the @mswjs/data adapter answers: no empty `category`, no null `link`. */
function toProduct({ category, link, ...rest }: ProductRow): Product {
  return {
    ...rest,
    ...(category.length > 0 ? { category: category as Product['category'] } : {}),
    ...(link ? { link } : {}),
  };
}

const USER = `_id, email, password_hash AS "passwordHash", first_name AS "firstName",
  last_name AS "lastName", ${ts('created_at')} AS "createdAt", ${ts('updated_at')} AS "updatedAt"`;

const ADDRESS = `id, name, mobile, pincode, city, residence, alternatemobile, state,
  is_selected AS "isSelected"`;

/** An address's columns from name to state, in the order the statements below list them. */
const addressValues = (input: AddressInput) => [
  input.name,
  input.mobile,
  input.pincode,
  input.city,
  input.residence,
  input.alternatemobile ?? '',
  input.state,
];

function toAddress({ alternatemobile, ...rest }: Address & { alternatemobile: string }): Address {
  return { ...rest, ...(alternatemobile ? { alternatemobile } : {}) };
}

const ORDER = `_id, razorpay_order_id AS "razorpayOrderId", status, payment_method AS "paymentMethod",
  items, address, sub_total AS "subTotal", delivery, discount, grand_total AS "grandTotal",
  amount_paise AS "amountPaise", payment_id AS "paymentId", ${ts('created_at')} AS "createdAt",
  ${ts('paid_at')} AS "paidAt", to_char(deliver_by, 'YYYY-MM-DD') AS "deliverBy",
  invoice_number AS "invoiceNumber"`;

type Optional = 'paymentId' | 'paidAt' | 'deliverBy' | 'invoiceNumber';

interface OrderRow extends Omit<Order, 'amounts' | 'currency' | Optional> {
  subTotal: number;
  delivery: number;
  discount: number;
  grandTotal: number;
  paymentId: string | null;
  paidAt: string | null;
  deliverBy: string | null;
  invoiceNumber: string | null;
}

function toOrder(row: OrderRow): Order {
  const { subTotal, delivery, discount, grandTotal, paymentId, paidAt, deliverBy, invoiceNumber } = row;
  return {
    _id: row._id,
    razorpayOrderId: row.razorpayOrderId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    items: row.items,
    address: row.address,
    amounts: { subTotal, delivery, discount, grandTotal },
    amountPaise: row.amountPaise,
    currency: 'INR',
    ...(paymentId ? { paymentId } : {}),
    createdAt: row.createdAt,
    ...(paidAt ? { paidAt } : {}),
    ...(deliverBy ? { deliverBy } : {}),
    ...(invoiceNumber ? { invoiceNumber } : {}),
  };
}

const REVIEW = `r._id, r.user_id AS "userId", r.product_id AS "productId", r.rating, r.title, r."text",
  u.first_name AS "firstName", u.last_name AS "lastName", ${ts('r.created_at')} AS "createdAt",
  ${ts('r.updated_at')} AS "updatedAt"`;

const TODO = `_id, title, done, ${ts('created_at')} AS "createdAt"`;

interface CartLineRow {
  userId: string;
  productId: string;
  qty: number;
  createdAt: string;
  updatedAt: string;
}

/** The catalogue changes only with a deploy: read once per process, answered from memory after. */
interface CatalogueCache {
  products?: Promise<Product[]>;
  productsById?: Promise<Map<string, Product>>;
  categories?: Promise<Category[]>;
}

/**
 * The repositories over SQL: the same statements on PGlite and on PostgreSQL. Every write that
 * could race is one statement that says what it did (ON CONFLICT, UPDATE … WHERE … RETURNING),
 * so two tabs or two processes cannot both pass a check and then both write.
 */
export function sqlRepositories(db: SqlClient, cache: CatalogueCache = {}): Repositories {
  const one = async <Row extends object>(text: string, params: Parameters<SqlClient['query']>[1]) =>
    (await db.query<Row>(text, params))[0] ?? null;

  const products = () =>
    (cache.products ??= db
      .query<ProductRow>(`SELECT ${PRODUCT} FROM products p ORDER BY p.seq`)
      .then((rows) => rows.map(toProduct)));
  const productsById = () =>
    (cache.productsById ??= products().then(
      (list) => new Map(list.map((product) => [product._id, product])),
    ));
  const categories = () =>
    (cache.categories ??= db.query<Category>(
      `SELECT _id, category_name AS "categoryName", description FROM categories ORDER BY seq`,
    ));

  // Every cart asked for in one turn of the event loop is read by one statement: under load each
  // query's round trip to the database, not the database's work, is most of a cart read's cost
  // (docs/server.md). A batch is sent once the turn ends, so it never answers from before a write
  // that finished before the cart was asked for; nothing is kept after. The lines' products come
  // from the catalogue in memory, as every catalogue answer does.
  const carts = new DataLoader<string, CartItem[]>(
    async (userIds) => {
      const [rows, catalogue] = await Promise.all([
        db.query<CartLineRow>(
          `SELECT user_id AS "userId", product_id AS "productId", qty, ${ts('created_at')} AS "createdAt",
             ${ts('updated_at')} AS "updatedAt"
           FROM cart_lines WHERE user_id = ANY($1) ORDER BY seq`,
          [userIds],
        ),
        productsById(),
      ]);
      const linesOf = new Map<string, CartItem[]>(userIds.map((userId) => [userId, []]));
      for (const { userId, productId, qty, createdAt, updatedAt } of rows) {
        const product = catalogue.get(productId);
        // A line references its product (a foreign key): only a catalogue changed under a running
        // process, which a deploy restarts, could miss it.
        if (!product) throw new Error(`cart line of ${productId}, which the catalogue in memory lacks`);
        linesOf.get(userId)?.push({ ...product, qty, createdAt, updatedAt });
      }
      return userIds.map((userId) => linesOf.get(userId) ?? []);
    },
    // Sent after the poll phase: requests that arrived together join one batch (the default,
    // process.nextTick, runs between two requests' callbacks and batches almost nothing).
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );

  return {
    users: {
      findByEmail: (email) =>
        one<UserRecord>(`SELECT ${USER} FROM users WHERE email = $1`, [email.trim().toLowerCase()]),
      findById: (userId) => one<UserRecord>(`SELECT ${USER} FROM users WHERE _id = $1`, [userId]),
      insert: (user) =>
        one<UserRecord>(
          `INSERT INTO users (_id, email, password_hash, first_name, last_name, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()), COALESCE($6::timestamptz, now()))
           ON CONFLICT (email) DO NOTHING
           RETURNING ${USER}`,
          [
            user._id ?? crypto.randomUUID(),
            user.email.trim().toLowerCase(),
            user.passwordHash,
            user.firstName,
            user.lastName,
            user.createdAt ?? null,
          ],
        ),
    },

    catalogue: {
      products,
      product: async (productId) => (await products()).find((p) => p._id === productId) ?? null,
      categories,
      category: async (categoryId) => (await categories()).find((c) => c._id === categoryId) ?? null,
    },

    cart: {
      of: (userId) => carts.load(userId),
      add: async (userId, productId) =>
        (await one(
          `INSERT INTO cart_lines (user_id, product_id, qty, created_at, updated_at)
           VALUES ($1, $2, 1, now(), now()) ON CONFLICT DO NOTHING RETURNING qty`,
          [userId, productId],
        )) !== null,
      adjust: async (userId, productId, delta, max) =>
        (
          await one<{ qty: number }>(
            `UPDATE cart_lines SET qty = qty + $3, updated_at = now()
             WHERE user_id = $1 AND product_id = $2 AND qty + $3 BETWEEN 1 AND $4
             RETURNING qty`,
            [userId, productId, delta, max],
          )
        )?.qty ?? null,
      remove: async (userId, productId) =>
        (await one(`DELETE FROM cart_lines WHERE user_id = $1 AND product_id = $2 RETURNING qty`, [
          userId,
          productId,
        ])) !== null,
      qty: async (userId, productId) =>
        (
          await one<{ qty: number }>(`SELECT qty FROM cart_lines WHERE user_id = $1 AND product_id = $2`, [
            userId,
            productId,
          ])
        )?.qty ?? null,
      async removeOrdered(userId, items) {
        // Deleting first: lowering first would leave a line the delete then takes as fully paid.
        for (const { _id, qty } of items) {
          await db.query(`DELETE FROM cart_lines WHERE user_id = $1 AND product_id = $2 AND qty <= $3`, [
            userId,
            _id,
            qty,
          ]);
          await db.query(
            `UPDATE cart_lines SET qty = qty - $3, updated_at = now()
             WHERE user_id = $1 AND product_id = $2 AND qty > $3`,
            [userId, _id, qty],
          );
        }
      },
    },

    wishlist: {
      of: async (userId) =>
        (
          await db.query<ProductRow & { createdAt: string; updatedAt: string }>(
            `SELECT ${PRODUCT}, ${ts('w.created_at')} AS "createdAt", ${ts('w.updated_at')} AS "updatedAt"
             FROM wishlist_lines w JOIN products p ON p._id = w.product_id
             WHERE w.user_id = $1 ORDER BY w.seq`,
            [userId],
          )
        ).map(({ createdAt, updatedAt, ...product }): WishlistItem => ({
          ...toProduct(product),
          wished: true,
          createdAt,
          updatedAt,
        })),
      add: async (userId, productId) =>
        (await one(
          `INSERT INTO wishlist_lines (user_id, product_id, created_at, updated_at)
           VALUES ($1, $2, now(), now()) ON CONFLICT DO NOTHING RETURNING product_id`,
          [userId, productId],
        )) !== null,
      remove: async (userId, productId) =>
        (await one(`DELETE FROM wishlist_lines WHERE user_id = $1 AND product_id = $2 RETURNING product_id`, [
          userId,
          productId,
        ])) !== null,
    },

    addresses: {
      of: async (userId) =>
        (
          await db.query<Address & { alternatemobile: string }>(
            `SELECT ${ADDRESS} FROM addresses WHERE user_id = $1 ORDER BY seq`,
            [userId],
          )
        ).map(toAddress),
      find: async (userId, addressId) => {
        const row = await one<Address & { alternatemobile: string }>(
          `SELECT ${ADDRESS} FROM addresses WHERE user_id = $1 AND id = $2`,
          [userId, addressId],
        );
        return row && toAddress(row);
      },
      count: async (userId) =>
        (
          await one<{ count: number }>(`SELECT count(*)::int AS count FROM addresses WHERE user_id = $1`, [
            userId,
          ])
        )?.count ?? 0,
      insert: async (userId, input, id) => {
        const row = await one<Address & { alternatemobile: string }>(
          `INSERT INTO addresses (id, user_id, name, mobile, pincode, city, residence, alternatemobile, state, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
           RETURNING ${ADDRESS}`,
          [id ?? crypto.randomUUID(), userId, ...addressValues(input)],
        );
        if (!row) throw new Error('INSERT … RETURNING gave no row');
        return toAddress(row);
      },
      replace: async (userId, addressId, input) =>
        (await one(
          `UPDATE addresses SET name = $3, mobile = $4, pincode = $5, city = $6, residence = $7,
             alternatemobile = $8, state = $9
           WHERE user_id = $1 AND id = $2 RETURNING id`,
          [userId, addressId, ...addressValues(input)],
        )) !== null,
      remove: async (userId, addressId) =>
        (await one(`DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING id`, [
          userId,
          addressId,
        ])) !== null,
      // One statement: every address of the user is updated together, the chosen one true.
      select: async (userId, addressId) =>
        (
          await db.query(
            `UPDATE addresses SET is_selected = (id = $2)
             WHERE user_id = $1 AND EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND id = $2)
             RETURNING id`,
            [userId, addressId],
          )
        ).length > 0,
    },

    orders: {
      find: async (userId, orderId) => {
        const row = await one<OrderRow>(`SELECT ${ORDER} FROM orders WHERE user_id = $1 AND _id = $2`, [
          userId,
          orderId,
        ]);
        return row && toOrder(row);
      },
      findByIdempotencyKey: async (userId, key) => {
        const row = await one<OrderRow>(
          `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND idempotency_key = $2`,
          [userId, key],
        );
        return row && toOrder(row);
      },
      async insert({ userId, idempotencyKey, items, address, amounts, paymentMethod, deliverBy, createdAt }) {
        const inserted = await one<OrderRow>(
          `INSERT INTO orders (_id, user_id, idempotency_key, razorpay_order_id, status, items, address,
             sub_total, delivery, discount, grand_total, amount_paise, created_at, payment_method, deliver_by)
           VALUES ($1, $2, $3, $4, $13, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $14, $15::date)
           ON CONFLICT (user_id, idempotency_key) DO NOTHING
           RETURNING ${ORDER}`,
          [
            crypto.randomUUID(),
            userId,
            idempotencyKey,
            newRazorpayOrderId(),
            JSON.stringify(items),
            JSON.stringify(address),
            amounts.subTotal,
            amounts.delivery,
            amounts.discount,
            amounts.grandTotal,
            amountInPaise(amounts),
            // The app's clock, as the purge of unpaid orders reads it.
            createdAt,
            paymentMethod === 'cod' ? 'confirmed' : 'created',
            paymentMethod,
            deliverBy,
          ],
        );
        if (inserted) return { order: toOrder(inserted), created: true };
        // A concurrent request with this key committed first: its order is the answer.
        const existing = await one<OrderRow>(
          `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND idempotency_key = $2`,
          [userId, idempotencyKey],
        );
        if (!existing) throw new Error('an order conflicted on its idempotency key and then vanished');
        return { order: toOrder(existing), created: false };
      },
      markPaid: async (userId, orderId, paymentId) => {
        const row = await one<OrderRow>(
          `UPDATE orders SET status = 'paid', payment_id = $3, paid_at = now()
           WHERE user_id = $1 AND _id = $2 AND status = 'created'
           RETURNING ${ORDER}`,
          [userId, orderId, paymentId],
        );
        return row && toOrder(row);
      },
      async issueInvoiceNumber(userId, orderId, financialYear) {
        const order = await one<{ status: string; invoiceNumber: string | null }>(
          `SELECT status, invoice_number AS "invoiceNumber" FROM orders
           WHERE user_id = $1 AND _id = $2 FOR UPDATE`,
          [userId, orderId],
        );
        if (!order || order.status === 'created' || order.invoiceNumber) return null;
        // One statement takes the next serial: the row lock makes concurrent ones wait their turn,
        // and a rolled-back transaction gives its serial back.
        const series = await one<{ serial: number }>(
          `INSERT INTO invoice_series (financial_year, last_serial) VALUES ($1, 1)
           ON CONFLICT (financial_year) DO UPDATE SET last_serial = invoice_series.last_serial + 1
           RETURNING last_serial AS serial`,
          [financialYear],
        );
        if (!series) throw new Error('the invoice series gave no serial');
        const row = await one<OrderRow>(
          `UPDATE orders SET invoice_number = $3 WHERE user_id = $1 AND _id = $2 RETURNING ${ORDER}`,
          [userId, orderId, invoiceNumber(financialYear, series.serial)],
        );
        return row && toOrder(row);
      },
      confirmedOf: async (userId) =>
        (
          await db.query<OrderRow>(
            `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND status IN ('paid', 'confirmed')
             ORDER BY COALESCE(paid_at, created_at) DESC, seq DESC`,
            [userId],
          )
        ).map(toOrder),
      purgeUnpaid: async (createdBefore) =>
        (
          await db.query(
            `DELETE FROM orders WHERE status = 'created' AND created_at < $1::timestamptz RETURNING _id`,
            [createdBefore],
          )
        ).length,
      hasBought: async (userId, productId) =>
        (await one(
          `SELECT 1 FROM orders
           WHERE user_id = $1 AND status <> 'created' AND items @> jsonb_build_array(jsonb_build_object('_id', $2::text))
           LIMIT 1`,
          [userId, productId],
        )) !== null,
    },

    reviews: {
      ofProduct: (productId) =>
        db.query<ReviewRecord>(
          `SELECT ${REVIEW} FROM reviews r JOIN users u ON u._id = r.user_id
           WHERE r.product_id = $1 ORDER BY r.seq DESC`,
          [productId],
        ),
      find: (userId, productId) =>
        one<ReviewRecord>(
          `SELECT ${REVIEW} FROM reviews r JOIN users u ON u._id = r.user_id
           WHERE r.user_id = $1 AND r.product_id = $2`,
          [userId, productId],
        ),
      save: ({ userId, productId, review, at, since, maxWrites }) =>
        db.transaction(async (tx) => {
          // One shopper's review writes run one at a time, so two at once cannot both pass the cap.
          await tx.query(`SELECT 1 FROM users WHERE _id = $1 FOR UPDATE`, [userId]);
          const writes = await tx.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM review_writes WHERE user_id = $1 AND written_at >= $2::timestamptz`,
            [userId, since],
          );
          if ((writes[0]?.count ?? 0) >= maxWrites) return null;
          // xmax = 0 only for a row this statement inserted: created, not replaced.
          const saved = await tx.query<{ _id: string; created: boolean }>(
            `INSERT INTO reviews (_id, user_id, product_id, rating, title, "text", created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)
             ON CONFLICT (user_id, product_id) DO UPDATE SET rating = EXCLUDED.rating,
               title = EXCLUDED.title, "text" = EXCLUDED."text", updated_at = EXCLUDED.updated_at,
               seq = nextval('review_write_order')
             RETURNING _id, (xmax = 0) AS created`,
            [crypto.randomUUID(), userId, productId, review.rating, review.title, review.text, at],
          );
          await tx.query(`DELETE FROM review_writes WHERE user_id = $1 AND written_at < $2::timestamptz`, [
            userId,
            since,
          ]);
          await tx.query(`INSERT INTO review_writes (user_id, written_at) VALUES ($1, $2::timestamptz)`, [
            userId,
            at,
          ]);
          const row = await tx.query<ReviewRecord>(
            `SELECT ${REVIEW} FROM reviews r JOIN users u ON u._id = r.user_id WHERE r._id = $1`,
            [saved[0]?._id ?? ''],
          );
          const record = row[0];
          if (!record) throw new Error('INSERT … RETURNING gave no review');
          return { review: record, created: saved[0]?.created === true };
        }),
    },

    guests: {
      add: async (userId, at) => {
        await db.query(`INSERT INTO guest_accounts (user_id, last_login_at) VALUES ($1, $2::timestamptz)`, [
          userId,
          at,
        ]);
      },
      touch: async (userId, at) => {
        await db.query(`UPDATE guest_accounts SET last_login_at = $2::timestamptz WHERE user_id = $1`, [
          userId,
          at,
        ]);
      },
      // Their carts, wishlists, addresses and orders go with them (ON DELETE CASCADE).
      purgeUnused: async (before) =>
        (
          await db.query(
            `DELETE FROM users WHERE _id IN
               (SELECT user_id FROM guest_accounts WHERE last_login_at < $1::timestamptz)
             RETURNING _id`,
            [before],
          )
        ).length,
    },
    testTodos: {
      all: () => db.query<TestTodo>(`SELECT ${TODO} FROM test_todos ORDER BY seq`),
      insert: async (title, id) => {
        const row = await one<TestTodo>(
          `INSERT INTO test_todos (_id, title, created_at) VALUES ($1, $2, now()) RETURNING ${TODO}`,
          [id ?? crypto.randomUUID(), title],
        );
        if (!row) throw new Error('INSERT … RETURNING gave no row');
        return row;
      },
      remove: async (todoId) =>
        (await one(`DELETE FROM test_todos WHERE _id = $1 RETURNING _id`, [todoId])) !== null,
    },

    transaction: (work) => db.transaction((tx) => work(sqlRepositories(tx, cache))),
  };
}
