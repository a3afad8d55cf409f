import { drop, factory, nullable, primaryKey } from '@mswjs/data';

/** Models whose rows shoppers create: these persist; the catalogue is reseeded from data at every start. */
const shopperModels = {
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
};

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
  ...shopperModels,
});

export type Db = typeof db;

export type PersistedModel = keyof typeof shopperModels;
export const persistedModels = Object.keys(shopperModels) as PersistedModel[];

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

type FieldDefinition = ((...args: never[]) => unknown) | ReturnType<typeof primaryKey>;

/** The JS type a field holds, read from its definition: String → 'string', primaryKey(String) too. */
function fieldType(definition: FieldDefinition): string {
  return typeof (typeof definition === 'function' ? definition() : definition.getPrimaryKeyValue());
}

const rowShapes = Object.fromEntries(
  persistedModels.map((model) => [
    model,
    Object.entries(shopperModels[model] as Record<string, FieldDefinition>).map(
      ([field, definition]) => [field, fieldType(definition)] as const,
    ),
  ]),
) as Record<PersistedModel, (readonly [string, string])[]>;

function isRow(model: PersistedModel, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  const shape = rowShapes[model];
  return (
    Object.keys(row).length === shape.length && shape.every(([field, type]) => typeof row[field] === type)
  );
}

/**
 * True when `value` has every shopper model, each row with exactly the model's fields and types.
 * @mswjs/data fills missing fields with defaults and drops unknown ones, so without this check an
 * old or hand-edited snapshot would load as users without passwords or lines without quantities.
 */
export function isDbSnapshot(value: unknown): value is DbSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return persistedModels.every((model) => {
    const rows = record[model];
    return Array.isArray(rows) && rows.every((row) => isRow(model, row));
  });
}

export function restoreSnapshot(snapshot: DbSnapshot): void {
  for (const row of snapshot.user) db.user.create(row);
  for (const row of snapshot.cartLine) db.cartLine.create(row);
  for (const row of snapshot.wishlistLine) db.wishlistLine.create(row);
  for (const row of snapshot.address) db.address.create(row);
  for (const row of snapshot.order) db.order.create(row);
  for (const row of snapshot.testTodo) db.testTodo.create(row);
}

/** Empties what shoppers created: what a snapshot that failed half-way had restored. */
export function clearShopperData(): void {
  for (const model of persistedModels) db[model].deleteMany({ where: {} });
}

/** Empties every model, catalogue included. */
export function clearDb(): void {
  drop(db);
}
