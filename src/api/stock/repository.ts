import type { StockLevel } from '@/shared/staff';

/** Pairs of one product an order holds. */
export interface StockLine {
  productId: string;
  qty: number;
}

/** What an adjustment did: the level before and after, or the level that refused it. */
export type AdjustOutcome = { before: StockLevel; after: StockLevel } | { refused: StockLevel };

/**
 * Each product's pairs: on hand and reserved (by placed, unshipped orders); available = on hand −
 * reserved. A product without a record has its starting stock (starting-stock.ts). Every write is
 * conditional and checked by the store (SQL: CHECK constraints), so no number goes below 0 and
 * reserved never exceeds on hand, across any number of processes.
 */
export interface StockRepository {
  /** The levels of these products, in their order. */
  levels(productIds: readonly string[]): Promise<StockLevel[]>;
  /**
   * The levels of these products, in their order, their records locked until the transaction
   * ends (SQL; memory transactions run one at a time): a check of what others hold, then a
   * reservation, cannot be overtaken by another transaction's.
   */
  lockedLevels(productIds: readonly string[]): Promise<StockLevel[]>;
  /**
   * Reserves every line, all or none: null when all are reserved, else the level of the first
   * product short of its line, with nothing reserved (the transaction may go on).
   */
  reserve(lines: readonly StockLine[]): Promise<StockLevel | null>;
  /** Gives reserved pairs back (an order cancelled or expired). */
  release(lines: readonly StockLine[]): Promise<void>;
  /** Reserved pairs leave the warehouse (an order shipped): on hand and reserved both go down. */
  ship(lines: readonly StockLine[]): Promise<void>;
  /** Pairs that came back undelivered go back on hand. */
  putBack(lines: readonly StockLine[]): Promise<void>;
  /** Adds `change` pairs on hand (or takes them away), refused below reserved or below 0. */
  adjust(productId: string, change: number): Promise<AdjustOutcome>;
}

/** One line per product, lines of one product added together, in product order (the order locks are taken in). */
export function mergedLines(lines: readonly StockLine[]): StockLine[] {
  const qtyOf = new Map<string, number>();
  for (const { productId, qty } of lines) qtyOf.set(productId, (qtyOf.get(productId) ?? 0) + qty);
  return [...qtyOf.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([productId, qty]) => ({ productId, qty }));
}

/** A level from its two counts. */
export const levelOf = (productId: string, onHand: number, reserved: number): StockLevel => ({
  productId,
  onHand,
  reserved,
  available: Math.max(0, onHand - reserved),
});
