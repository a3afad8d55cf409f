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
    /** 'online' or 'cod'. */
    paymentMethod: String,
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
    /** YYYY-MM-DD, '' when none was promised. */
    deliverBy: String,
    /** '' until the order is confirmed. */
    invoiceNumber: String,
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

/** A cart or wishlist line's primary key: one line per user and product. */
export const lineKey = (userId: string, productId: string) => `${userId}:${productId}`;

export type PersistedModel = keyof typeof shopperModels;
const persistedModels = Object.keys(shopperModels) as PersistedModel[];

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

const isPrimaryKey = (definition: FieldDefinition) => typeof definition !== 'function';

/** The JS type a field holds, read from its definition: String → 'string', primaryKey(String) too. */
function fieldType(definition: FieldDefinition): string {
  return typeof (isPrimaryKey(definition) ? definition.getPrimaryKeyValue() : definition());
}

const fieldsOf = (model: PersistedModel) =>
  Object.entries(shopperModels[model] as Record<string, FieldDefinition>);

const rowShapes = Object.fromEntries(
  persistedModels.map((model) => [
    model,
    fieldsOf(model).map(([field, definition]) => [field, fieldType(definition)] as const),
  ]),
) as Record<PersistedModel, (readonly [string, string])[]>;

const primaryKeys = Object.fromEntries(
  persistedModels.map((model) => [
    model,
    fieldsOf(model).find(([, definition]) => isPrimaryKey(definition))?.[0],
  ]),
) as Record<PersistedModel, string>;

function isRow(model: PersistedModel, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  const shape = rowShapes[model];
  return (
    Object.keys(row).length === shape.length && shape.every(([field, type]) => typeof row[field] === type)
  );
}

function hasUniqueKeys(model: PersistedModel, rows: readonly unknown[]): boolean {
  const keys = new Set(rows.map((row) => (row as Record<string, unknown>)[primaryKeys[model]]));
  return keys.size === rows.length;
}

/**
 * True when `value` has every shopper model, each row with exactly the model's fields and types,
 * each key once. @mswjs/data fills missing fields with defaults and drops unknown ones, so without
 * this check an old or hand-edited snapshot would load as users without passwords or lines without
 * quantities.
 */
export function isDbSnapshot(value: unknown): value is DbSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return persistedModels.every((model) => {
    const rows = record[model];
    return Array.isArray(rows) && rows.every((row) => isRow(model, row)) && hasUniqueKeys(model, rows);
  });
}

interface DbEvents {
  listeners(event: string): ((...args: never[]) => void)[];
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
}

/** @mswjs/data keeps its Database under a symbol it does not export; its sync listens on its events. */
function dbEvents(): DbEvents | null {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const database: unknown = symbol ? (db as unknown as Record<symbol, unknown>)[symbol] : undefined;
  const events = (database as { events?: DbEvents } | undefined)?.events;
  return typeof events?.listeners === 'function' ? events : null;
}

const WRITE_EVENTS = ['create', 'update', 'delete'];
/** How many shopper rows this tab has created, updated or deleted, ever. */
let rowWrites = 0;

/**
 * @mswjs/data's own sync between tabs goes: it replays each write in the other tabs whenever its
 * message arrives, so a late one overwrites a newer row there, and it only links tabs of one build
 * (it names the db after the line of the bundle that made it). Tabs share whole, numbered
 * snapshots instead (src/mocks/tab-session.ts). Counting writes tells a request that changed
 * nothing from one that did.
 */
function replaceSyncWithWriteCount() {
  const events = dbEvents();
  if (!events) return;
  for (const event of WRITE_EVENTS) {
    for (const listener of events.listeners(event)) events.removeListener(event, listener);
    events.on(event, (_db: never, model: never) => {
      if (persistedModels.includes(model)) rowWrites += 1;
    });
  }
}
replaceSyncWithWriteCount();

/** A function that tells whether any shopper row has been written since this call. */
export function watchRowWrites(): () => boolean {
  const before = rowWrites;
  return () => rowWrites !== before;
}

/**
 * Which saved snapshot this tab's shopper rows are: each save numbers its snapshot one higher, so
 * of two copies the higher revision is the newer. -1 until the tab has loaded or seeded any.
 */
let heldRevision = -1;

export const revisionHeld = (): number => heldRevision;

export function holdRevision(revision: number): void {
  heldRevision = revision;
}

interface ModelReplace {
  getAll(): Record<string, unknown>[];
  create(row: object): unknown;
  update(query: { where: object; data: object }): unknown;
  delete(query: { where: object }): unknown;
}

/** Makes `model` hold exactly `rows`, writing only the rows that differ. */
function replaceRows(model: PersistedModel, rows: readonly Record<string, unknown>[]): void {
  const api = db[model] as unknown as ModelReplace;
  const key = primaryKeys[model];
  const wanted = new Map(rows.map((row) => [row[key], row]));
  for (const row of api.getAll()) {
    const where = { [key]: { equals: row[key] } };
    const next = wanted.get(row[key]);
    if (!next) api.delete({ where });
    else if (JSON.stringify(next) !== JSON.stringify(row)) api.update({ where, data: next });
    wanted.delete(row[key]);
  }
  for (const row of wanted.values()) api.create(row);
}

/** Makes this tab's shopper rows exactly those of `snapshot` (a newer copy, or the state to go back to). */
export function replaceShopperData(snapshot: DbSnapshot): void {
  for (const model of persistedModels) {
    replaceRows(model, snapshot[model] as unknown as Record<string, unknown>[]);
  }
}

/** Takes on a copy of the shopper data if it is newer than the one this tab holds; true if it did. */
export function adoptIfNewer(snapshot: DbSnapshot, revision: number): boolean {
  if (revision <= heldRevision) return false;
  replaceShopperData(snapshot);
  heldRevision = revision;
  return true;
}

/** Empties what shoppers created. */
export function clearShopperData(): void {
  for (const model of persistedModels) db[model].deleteMany({ where: {} });
  heldRevision = -1;
}

/** Empties every model, catalogue included. */
export function clearDb(): void {
  drop(db);
  heldRevision = -1;
}
