import { orderMessages, stockMessages } from '@/shared/messages';
import type { OrderLine, PaymentMethod } from '@/shared/types';
import { HttpError, said } from '@/api/http/http-error';
import {
  MAX_OPEN_COD_ORDERS_PER_USER,
  MAX_OPEN_COD_PAIRS_PER_USER,
  NEW_SHOPPER_COD_SHARE,
} from '@/api/limits/limits';
import type { Repositories } from '@/api/repositories';
import type { StockLevel } from '@/shared/staff';
import { linesOf } from './move-order';

/**
 * Who holds pairs, and when (docs/decisions.md, "Holding pairs costs the holder"): an online order
 * takes its pairs when its payment is confirmed (src/api/payments/paying.ts), so placing one holds
 * nothing; a Cash on Delivery order holds them from its placement, so who may place one, and how
 * much it may hold, is bounded here.
 */

const pairsIn = (items: readonly OrderLine[]) => items.reduce((sum, line) => sum + line.qty, 0);

/** The 409 of an order asking for more pairs of a sneaker than are on sale. */
function notEnoughLeft(items: readonly OrderLine[], short: StockLevel): HttpError {
  const title = items.find((line) => line._id === short.productId)?.title ?? short.productId;
  return new HttpError(409, said(stockMessages.notEnoughLeft, title, short.available));
}

/**
 * An online order is placed only while its pairs are on sale (409 otherwise, naming the sneaker and
 * what is left), but takes none: its payment does, or finds them gone and is refunded.
 */
async function checkOnSale(tx: Repositories, items: readonly OrderLine[]): Promise<void> {
  const levels = await tx.stock.levels(items.map((line) => line._id));
  const short = levels.find((level, index) => level.available < (items[index]?.qty ?? 0));
  if (short) throw notEnoughLeft(items, short);
}

/** The most pairs of a product that Cash on Delivery orders of shoppers without a delivered order may hold together. */
export const newShopperCodPairs = (onHand: number): number => Math.floor(onHand * NEW_SHOPPER_COD_SHARE);

/**
 * A shopper without a delivered order may take a product's pairs on Cash on Delivery only while
 * such orders together hold at most NEW_SHOPPER_COD_SHARE of its pairs on hand. The levels were
 * read locked, so two placements at once are counted one after the other.
 */
async function checkNewShopperShare(
  tx: Repositories,
  items: readonly OrderLine[],
  levels: readonly StockLevel[],
): Promise<void> {
  const held = await tx.orders.codPairsOfNewShoppers(items.map((line) => line._id));
  const over = items.find(
    (line, index) => (held[index] ?? 0) + line.qty > newShopperCodPairs(levels[index]?.onHand ?? 0),
  );
  if (over) throw new HttpError(422, said(orderMessages.codShareTaken, over.title));
}

/**
 * Who may hold pairs without paying for them, checked in the placing transaction after the
 * shopper's row is held: never a guest account (403); at most MAX_OPEN_COD_ORDERS_PER_USER orders
 * with MAX_OPEN_COD_PAIRS_PER_USER pairs on their way at once (422); pairs on sale (409); and a new
 * shopper within the product's share (422). Each refusal changes nothing: it comes before any write.
 */
async function checkCodHolds(tx: Repositories, userId: string, items: readonly OrderLine[]) {
  if (await tx.guests.isGuest(userId)) throw new HttpError(403, orderMessages.codNotForGuests);
  const open = await tx.orders.openCodOf(userId);
  if (
    open.orders + 1 > MAX_OPEN_COD_ORDERS_PER_USER ||
    open.pairs + pairsIn(items) > MAX_OPEN_COD_PAIRS_PER_USER
  ) {
    throw new HttpError(
      422,
      said(orderMessages.tooManyOpenCod, MAX_OPEN_COD_ORDERS_PER_USER, MAX_OPEN_COD_PAIRS_PER_USER),
    );
  }
  const levels = await tx.stock.lockedLevels(items.map((line) => line._id));
  const short = levels.find((level, index) => level.available < (items[index]?.qty ?? 0));
  if (short) throw notEnoughLeft(items, short);
  if (!(await tx.orders.hasDelivered(userId))) await checkNewShopperShare(tx, items, levels);
}

/**
 * What placing an order holds, in its transaction: an online order nothing (its pairs only checked
 * on sale); a Cash on Delivery order its pairs, all or none, within the bounds above.
 */
export async function holdPairsFor(
  tx: Repositories,
  {
    userId,
    items,
    paymentMethod,
  }: { userId: string; items: readonly OrderLine[]; paymentMethod: PaymentMethod },
): Promise<void> {
  if (paymentMethod === 'online') return checkOnSale(tx, items);
  await checkCodHolds(tx, userId, items);
  const short = await tx.stock.reserve(linesOf({ items: [...items] }));
  if (short) throw notEnoughLeft(items, short);
}
