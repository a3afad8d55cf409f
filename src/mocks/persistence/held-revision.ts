import { drop } from '@mswjs/data';
import { db } from '@/api/memory-db';
import { persistedModels, replaceShopperData, type DbSnapshot } from './snapshot';

/**
 * Which saved snapshot this tab's shopper rows are: each save numbers its snapshot one higher, so
 * of two copies the higher revision is the newer. -1 until the tab has loaded or seeded any.
 */
let heldRevision = -1;

export const revisionHeld = (): number => heldRevision;

export function holdRevision(revision: number): void {
  heldRevision = revision;
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
