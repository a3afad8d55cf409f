import type { StockLevel } from '@/shared/staff';
import { firstRow, type SqlClient } from '@/api/sql-client';
import { levelOf, mergedLines, type StockLine, type StockRepository } from './repository';
import { startingStock } from './starting-stock';

/** Table: stock (src/api/sql-migrations.ts), whose CHECKs keep 0 ≤ reserved ≤ on_hand. */
const LEVEL = `product_id AS "productId", on_hand AS "onHand", reserved`;

interface LevelRow {
  productId: string;
  onHand: number;
  reserved: number;
}

const toLevel = (row: LevelRow) => levelOf(row.productId, row.onHand, row.reserved);

async function levels(db: SqlClient, productIds: readonly string[]): Promise<StockLevel[]> {
  const rows = await db.query<LevelRow>(`SELECT ${LEVEL} FROM stock WHERE product_id = ANY($1::text[])`, [
    productIds,
  ]);
  const found = new Map(rows.map((row) => [row.productId, toLevel(row)]));
  return productIds.map((id) => found.get(id) ?? levelOf(id, startingStock(id), 0));
}

/** Gives these products a record, at their starting stock, where they have none yet. */
async function withRecords(db: SqlClient, productIds: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO stock (product_id, on_hand, reserved)
     SELECT id, pairs, 0 FROM unnest($1::text[], $2::int[]) AS starting (id, pairs)
     ON CONFLICT (product_id) DO NOTHING`,
    [productIds, productIds.map((id) => String(startingStock(id)))],
  );
}

/** The lines merged, one per product in product order, each product with its record. */
async function recordedLines(db: SqlClient, lines: readonly StockLine[]): Promise<StockLine[]> {
  const merged = mergedLines(lines);
  await withRecords(
    db,
    merged.map((line) => line.productId),
  );
  return merged;
}

/**
 * Reserves each line with one conditional write (its row locked until the transaction ends, rows
 * in product order so two orders never wait for each other). The first that finds too few pairs
 * stops, and the lines reserved before it are given back in the same transaction: all or none, so
 * the caller may go on (a payment whose pairs are gone cancels its order in the same transaction).
 */
async function reserve(db: SqlClient, lines: readonly StockLine[]): Promise<StockLevel | null> {
  const taken: StockLine[] = [];
  for (const line of await recordedLines(db, lines)) {
    const reserved = await db.query(
      `UPDATE stock SET reserved = reserved + $2
       WHERE product_id = $1 AND on_hand - reserved >= $2 RETURNING product_id`,
      [line.productId, line.qty],
    );
    if (reserved.length === 0) {
      await change(db, taken, 0, -1);
      return (await levels(db, [line.productId]))[0] ?? null;
    }
    taken.push(line);
  }
  return null;
}

/** The levels of these products, their rows locked (in product order) until the transaction ends. */
async function lockedLevels(db: SqlClient, productIds: readonly string[]): Promise<StockLevel[]> {
  await withRecords(db, productIds);
  await db.query(`SELECT 1 FROM stock WHERE product_id = ANY($1::text[]) ORDER BY product_id FOR UPDATE`, [
    productIds,
  ]);
  return levels(db, productIds);
}

/** One change of both counts per line; the CHECKs refuse a change that would break them. */
async function change(db: SqlClient, lines: readonly StockLine[], onHand: -1 | 0 | 1, reserved: -1 | 0 | 1) {
  for (const { productId, qty } of await recordedLines(db, lines)) {
    await db.query(
      `UPDATE stock SET on_hand = on_hand + $2, reserved = reserved + $3 WHERE product_id = $1`,
      [productId, onHand * qty, reserved * qty],
    );
  }
}

async function adjust(db: SqlClient, productId: string, pairs: number) {
  await withRecords(db, [productId]);
  const after = await firstRow<LevelRow>(
    db,
    `UPDATE stock SET on_hand = on_hand + $2
     WHERE product_id = $1 AND on_hand + $2 >= reserved AND on_hand + $2 >= 0
     RETURNING ${LEVEL}`,
    [productId, pairs],
  );
  if (!after) {
    const [refused] = await levels(db, [productId]);
    if (!refused) throw new Error(`no stock level for ${productId}`);
    return { refused };
  }
  return { before: levelOf(productId, after.onHand - pairs, after.reserved), after: toLevel(after) };
}

export function sqlStockRepository(db: SqlClient): StockRepository {
  return {
    levels: (productIds) => levels(db, productIds),
    lockedLevels: (productIds) => lockedLevels(db, productIds),
    reserve: (lines) => reserve(db, lines),
    release: (lines) => change(db, lines, 0, -1),
    ship: (lines) => change(db, lines, -1, -1),
    putBack: (lines) => change(db, lines, 1, 0),
    adjust: (productId, pairs) => adjust(db, productId, pairs),
  };
}
