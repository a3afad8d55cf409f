import type { primaryKey } from '@mswjs/data';
import { db, shopperModels, type Db } from '@/api/memory-db';

export type PersistedModel = keyof typeof shopperModels;
export const persistedModels = Object.keys(shopperModels) as PersistedModel[];

/** Every shopper row of this tab, by model: what is saved and what tabs send each other. */
export type DbSnapshot = {
  [M in PersistedModel]: ReturnType<Db[M]['getAll']>;
};

export function takeSnapshot(): DbSnapshot {
  return {
    product: db.product.getAll(),
    user: db.user.getAll(),
    revokedSession: db.revokedSession.getAll(),
    cartLine: db.cartLine.getAll(),
    wishlistLine: db.wishlistLine.getAll(),
    address: db.address.getAll(),
    order: db.order.getAll(),
    refund: db.refund.getAll(),
    creditNote: db.creditNote.getAll(),
    stock: db.stock.getAll(),
    review: db.review.getAll(),
    reviewWrite: db.reviewWrite.getAll(),
    orderReturn: db.orderReturn.getAll(),
    testTodo: db.testTodo.getAll(),
    staffMember: db.staffMember.getAll(),
    staffRevokedSession: db.staffRevokedSession.getAll(),
    staffAudit: db.staffAudit.getAll(),
    complaint: db.complaint.getAll(),
    shopperUpdate: db.shopperUpdate.getAll(),
    passwordReset: db.passwordReset.getAll(),
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
