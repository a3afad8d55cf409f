import type { OrderLine } from '@/shared/types';
import { db } from '@/api/memory-db';
import { COD_HOLDING_STATUSES, COD_OPEN_STATUSES, type OpenCod } from './repository';

type OrderRow = NonNullable<ReturnType<typeof db.order.findFirst>>;

const linesOf = (row: OrderRow) => JSON.parse(row.itemsJson) as OrderLine[];
const pairsOf = (row: OrderRow) => linesOf(row).reduce((sum, line) => sum + line.qty, 0);

const codIn = (statuses: readonly string[]) =>
  db.order.findMany({ where: { paymentMethod: { equals: 'cod' }, status: { in: [...statuses] } } });

function openCodOf(userId: string): OpenCod {
  const open = codIn(COD_OPEN_STATUSES).filter((row) => row.userId === userId);
  return { orders: open.length, pairs: open.reduce((sum, row) => sum + pairsOf(row), 0) };
}

/** An account gone ('' in the mock) has no delivered order. */
const hasDelivered = (userId: string) =>
  userId !== '' &&
  db.order.findFirst({ where: { userId: { equals: userId }, status: { equals: 'delivered' } } }) !== null;

function codPairsOfNewShoppers(productIds: readonly string[]): number[] {
  const held = codIn(COD_HOLDING_STATUSES).filter((row) => row.stockHeld && !hasDelivered(row.userId));
  return productIds.map((productId) =>
    held
      .flatMap(linesOf)
      .filter((line) => line._id === productId)
      .reduce((sum, line) => sum + line.qty, 0),
  );
}

/** The Cash on Delivery questions of OrderRepository over @mswjs/data, answering at once (the interface says what each does). */
export const memoryCodQueries = { openCodOf, hasDelivered, codPairsOfNewShoppers };
