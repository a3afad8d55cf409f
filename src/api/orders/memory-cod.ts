import type { OrderLine } from '@/shared/types';
import { COD_HOLDING_STATUSES, COD_OPEN_STATUSES, type OpenCod } from './repository';

/** What the Cash on Delivery questions read of an order row of the embedded mock's store. */
interface CodRow {
  userId: string;
  status: string;
  paymentMethod: string;
  stockHeld: boolean;
  itemsJson: string;
}

const linesOf = (row: CodRow) => JSON.parse(row.itemsJson) as OrderLine[];
const pairsOf = (row: CodRow) => linesOf(row).reduce((sum, line) => sum + line.qty, 0);

/**
 * The Cash on Delivery questions of OrderRepository over the rows `orders` reads (the memory
 * repository's, which alone touches the store), answering at once: the interface says what each does.
 */
export function codQueriesOver(orders: () => readonly CodRow[]) {
  const codIn = (statuses: readonly string[]) =>
    orders().filter((row) => row.paymentMethod === 'cod' && statuses.includes(row.status));
  /** An account gone ('' in the mock) has no delivered order. */
  const hasDelivered = (userId: string) =>
    userId !== '' && orders().some((row) => row.userId === userId && row.status === 'delivered');
  return {
    openCodOf(userId: string): OpenCod {
      const open = codIn(COD_OPEN_STATUSES).filter((row) => row.userId === userId);
      return { orders: open.length, pairs: open.reduce((sum, row) => sum + pairsOf(row), 0) };
    },
    hasDelivered,
    codPairsOfNewShoppers(productIds: readonly string[]): number[] {
      const lines = codIn(COD_HOLDING_STATUSES)
        .filter((row) => row.stockHeld && !hasDelivered(row.userId))
        .flatMap(linesOf);
      return productIds.map((productId) =>
        lines.filter((line) => line._id === productId).reduce((sum, line) => sum + line.qty, 0),
      );
    },
  };
}
