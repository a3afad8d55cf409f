import { drop, factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The mock server's @mswjs/data models. Only the repositories in this folder import them.
 * Cart and wishlist lines are their own models keyed by user, so a user's cart is a query, not a
 * nested array that every write must copy. Nested values @mswjs/data cannot model (order lines, the
 * order's address) are stored as JSON text.
 */
export const db = factory({
  product: {
    _id: primaryKey(String),
    id: Number,
    title: String,
    text: String,
    img: String,
    price: Number,
    rating: String,
    brand: String,
    category: () => [] as string[],
    btn: String,
    color: String,
    shadow: String,
    link: nullable(String),
  },
  category: {
    _id: primaryKey(String),
    categoryName: String,
    description: String,
  },
  user: {
    _id: primaryKey(String),
    email: String,
    passwordHash: String,
    firstName: String,
    lastName: String,
    createdAt: String,
    updatedAt: String,
  },
  cartLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    qty: Number,
    createdAt: String,
    updatedAt: String,
  },
  wishlistLine: {
    key: primaryKey(String),
    userId: String,
    productId: String,
    createdAt: String,
    updatedAt: String,
  },
  address: {
    id: primaryKey(String),
    userId: String,
    name: String,
    mobile: String,
    pincode: String,
    city: String,
    residence: String,
    alternatemobile: String,
    state: String,
    isSelected: Boolean,
    createdAt: String,
  },
  order: {
    _id: primaryKey(String),
    userId: String,
    idempotencyKey: String,
    razorpayOrderId: String,
    status: String,
    itemsJson: String,
    addressJson: String,
    subTotal: Number,
    delivery: Number,
    discount: Number,
    grandTotal: Number,
    amountPaise: Number,
    paymentId: String,
    createdAt: String,
    paidAt: String,
  },
  testTodo: {
    _id: primaryKey(String),
    title: String,
    done: Boolean,
    createdAt: String,
  },
});

export type Db = typeof db;

/** Models whose rows shoppers create; the catalogue is reseeded from data at every start. */
export const persistedModels = ['user', 'cartLine', 'wishlistLine', 'address', 'order', 'testTodo'] as const;
export type PersistedModel = (typeof persistedModels)[number];

export type DbSnapshot = {
  [M in PersistedModel]: ReturnType<Db[M]['getAll']>;
};

export function takeSnapshot(): DbSnapshot {
  return {
    user: db.user.getAll(),
    cartLine: db.cartLine.getAll(),
    wishlistLine: db.wishlistLine.getAll(),
    address: db.address.getAll(),
    order: db.order.getAll(),
    testTodo: db.testTodo.getAll(),
  };
}

export function restoreSnapshot(snapshot: DbSnapshot): void {
  for (const row of snapshot.user) db.user.create(row);
  for (const row of snapshot.cartLine) db.cartLine.create(row);
  for (const row of snapshot.wishlistLine) db.wishlistLine.create(row);
  for (const row of snapshot.address) db.address.create(row);
  for (const row of snapshot.order) db.order.create(row);
  for (const row of snapshot.testTodo) db.testTodo.create(row);
}

/** Empties what shoppers created, before another tab's snapshot is loaded over it. */
export function clearShopperData(): void {
  for (const model of persistedModels) db[model].deleteMany({ where: {} });
}

/** Empties every model, catalogue included. */
export function clearDb(): void {
  drop(db);
}
