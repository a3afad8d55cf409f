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

interface ModelWrites {
  getAll(): Record<string, unknown>[];
  create(row: object): unknown;
}

/** Creates the rows whose key is not taken yet: a row already here is at least as new. */
function createMissingRows(model: PersistedModel, rows: readonly Record<string, unknown>[]): void {
  const api = db[model] as unknown as ModelWrites;
  const key = primaryKeys[model];
  const taken = new Set(api.getAll().map((row) => row[key]));
  for (const row of rows) if (!taken.has(row[key])) api.create(row);
}

interface SyncEvents {
  listeners(event: string): ((...args: never[]) => void)[];
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
  addListener(event: string, listener: (...args: never[]) => void): unknown;
}

/** @mswjs/data keeps its Database under a symbol it does not export; its sync listens on its events. */
function syncEvents(): SyncEvents | null {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const database: unknown = symbol ? (db as unknown as Record<symbol, unknown>)[symbol] : undefined;
  const events = (database as { events?: SyncEvents } | undefined)?.events;
  return typeof events?.listeners === 'function' ? events : null;
}

const SYNCED_OPERATIONS = ['create', 'update', 'delete'];

/**
 * Runs `work` without sending its writes to the other tabs, as @mswjs/data itself does while it
 * replays theirs. Their copy of a row replaces the receiver's, so a row loaded from the last save
 * would overwrite a change another tab has made since and not saved yet.
 */
export function inThisTabOnly<T>(work: () => T): T {
  const events = syncEvents();
  if (!events) return work();
  const detached = SYNCED_OPERATIONS.map((operation) => [operation, events.listeners(operation)] as const);
  for (const [operation, listeners] of detached) {
    for (const listener of listeners) events.removeListener(operation, listener);
  }
  try {
    return work();
  } finally {
    for (const [operation, listeners] of detached) {
      for (const listener of listeners) events.addListener(operation, listener);
    }
  }
}

/**
 * Loads a saved snapshot into this tab. Idempotent: a row another tab has already sent here is
 * newer than the save and is kept. Other tabs are not told: every running tab holds what was saved.
 */
export function restoreSnapshot(snapshot: DbSnapshot): void {
  inThisTabOnly(() => {
    for (const model of persistedModels) {
      createMissingRows(model, snapshot[model] as unknown as Record<string, unknown>[]);
    }
  });
}

interface ModelReplace extends ModelWrites {
  update(query: { where: object; data: object }): unknown;
  delete(query: { where: object }): unknown;
}

/** Names one row of one model, as `${model}:${key}`. */
export type RowName = string;

const rowName = (model: string, key: unknown): RowName => `${model}:${String(key)}`;

/** What the last message heard over the sync did to a row: it is there, or it is gone. */
export type HeardRows = ReadonlyMap<RowName, 'there' | 'gone'>;

/**
 * The shopper row a message on @mswjs/data's sync channel creates, updates or deletes, or null.
 * Its payload is [db id, model, row] for a create, [db id, model, old row, new row] for an update
 * and [db id, model, key] for a delete.
 */
export function rowSyncedBy(message: unknown): [RowName, 'there' | 'gone'] | null {
  const { payload, operationType } = (message ?? {}) as { payload?: unknown; operationType?: unknown };
  if (!Array.isArray(payload)) return null;
  const [, model, row] = payload as unknown[];
  if (typeof model !== 'string' || !persistedModels.includes(model as PersistedModel)) return null;
  const key =
    typeof row === 'object' && row !== null
      ? (row as Record<string, unknown>)[primaryKeys[model as PersistedModel]]
      : row;
  return [rowName(model, key), operationType === 'delete' ? 'gone' : 'there'];
}

/** Makes `model` hold the rows of `rows`, except those `heard` has news of. */
function replaceRows(
  model: PersistedModel,
  rows: readonly Record<string, unknown>[],
  heard: HeardRows,
): void {
  const api = db[model] as unknown as ModelReplace;
  const key = primaryKeys[model];
  const wanted = new Map(
    rows.filter((row) => !heard.has(rowName(model, row[key]))).map((row) => [row[key], row]),
  );
  for (const row of api.getAll()) {
    const where = { [key]: { equals: row[key] } };
    // A delete heard before the restore did not stop the restore from bringing the row back.
    const news = heard.get(rowName(model, row[key]));
    if (news === 'gone') api.delete({ where });
    if (news) continue;
    const next = wanted.get(row[key]);
    if (!next) api.delete({ where });
    else if (JSON.stringify(next) !== JSON.stringify(row)) api.update({ where, data: next });
    wanted.delete(row[key]);
  }
  for (const row of wanted.values()) api.create(row);
}

/**
 * Makes this tab's shopper data what another running tab holds. That tab has every change made
 * before this tab joined the sync, deletes included, so its rows win over what this tab restored;
 * a row this tab has heard of over the sync since (`heard`) is as the last news of it says, as the
 * other tab's answer may be older than that. Other tabs are not told: they hold the same rows.
 */
export function adoptSnapshot(snapshot: DbSnapshot, heard: HeardRows): void {
  inThisTabOnly(() => {
    for (const model of persistedModels) {
      replaceRows(model, snapshot[model] as unknown as Record<string, unknown>[], heard);
    }
  });
}

/** Empties what shoppers created. */
export function clearShopperData(): void {
  for (const model of persistedModels) db[model].deleteMany({ where: {} });
}

/** Empties every model, catalogue included. */
export function clearDb(): void {
  drop(db);
}
