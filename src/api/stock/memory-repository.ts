import type { StockLevel } from '@/shared/staff';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { levelOf, mergedLines, type StockLine, type StockRepository } from './repository';
import { startingStock } from './starting-stock';

function levelNow(productId: string): StockLevel {
  const row = db.stock.findFirst({ where: { productId: { equals: productId } } });
  return row ? levelOf(productId, row.onHand, row.reserved) : levelOf(productId, startingStock(productId), 0);
}

/** Writes a product's counts, making its record the first time. */
function write(productId: string, change: { onHand: number; reserved: number }): StockLevel {
  const { onHand, reserved } = levelNow(productId);
  const next = { onHand: onHand + change.onHand, reserved: reserved + change.reserved };
  // What SQL's CHECK constraints refuse: a bug in a caller, never a shopper's doing.
  if (next.reserved < 0 || next.reserved > next.onHand) {
    throw new Error(`stock of ${productId} would be ${next.onHand} on hand, ${next.reserved} reserved`);
  }
  const where = { productId: { equals: productId } };
  if (db.stock.findFirst({ where })) db.stock.update({ where, data: next });
  else db.stock.create({ productId, ...next });
  return levelOf(productId, next.onHand, next.reserved);
}

const each = (lines: readonly StockLine[], change: (qty: number) => { onHand: number; reserved: number }) => {
  for (const { productId, qty } of mergedLines(lines)) write(productId, change(qty));
};

/** Stock over @mswjs/data: each method runs whole, so a check and its write cannot be split. */
export const memoryStockRepository = asAsync<StockRepository>({
  levels: (productIds) => productIds.map(levelNow),
  // Memory transactions run one at a time: nothing to lock.
  lockedLevels: (productIds) => productIds.map(levelNow),
  reserve: (lines) => {
    const merged = mergedLines(lines);
    // All or none: memory has no rollback, so every line is checked before any is written.
    const short = merged.find(({ productId, qty }) => levelNow(productId).available < qty);
    if (short) return levelNow(short.productId);
    each(merged, (qty) => ({ onHand: 0, reserved: qty }));
    return null;
  },
  release: (lines) => each(lines, (qty) => ({ onHand: 0, reserved: -qty })),
  ship: (lines) => each(lines, (qty) => ({ onHand: -qty, reserved: -qty })),
  putBack: (lines) => each(lines, (qty) => ({ onHand: qty, reserved: 0 })),
  adjust: (productId, change) => {
    const before = levelNow(productId);
    if (before.onHand + change < Math.max(0, before.reserved)) return { refused: before };
    return { before, after: write(productId, { onHand: change, reserved: 0 }) };
  },
});
