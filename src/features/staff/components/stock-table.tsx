import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import type { StockLevel } from '@/shared/staff';
import { useStaffProductsQuery, useStockQuery } from '../staff-products-api';
import { AdjustmentForm } from './stock-adjustment';

function LevelsTable({ levels, titles }: { levels: StockLevel[]; titles: Map<string, string> }) {
  return (
    <StaffTable caption="Stock per product" columns={['Product', 'On hand', 'Reserved', 'Available']}>
      {levels.map((level) => (
        <tr key={level.productId} className={level.available <= LOW_STOCK ? 'staff-low' : undefined}>
          <th scope="row">{titles.get(level.productId) ?? level.productId}</th>
          <td>{level.onHand}</td>
          <td>{level.reserved}</td>
          <td>{level.available}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Every product's pairs (or, `low`, those at LOW_STOCK or fewer available) and the adjustment form. */
export function StockTable({ low }: { low: boolean }) {
  const stock = useStockQuery({ low });
  const products = useStaffProductsQuery(undefined);
  const titles = new Map((products.data?.products ?? []).map((product) => [product._id, product.title]));
  return (
    <div className="staff-columns">
      <AdjustmentForm titles={titles} levels={stock.data?.levels ?? []} />
      {/* Without the names there is nothing to choose in the form nor to read in the table: say so. */}
      {products.error && !products.data && (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      )}
      {stock.isLoading && <Spinner label="Loading stock" minHeight={160} />}
      {stock.error && !stock.data && <LoadFailed error={stock.error} onRetry={() => void stock.refetch()} />}
      {stock.data?.levels.length === 0 && (
        <p className="empty-state">{low ? `No product has ${LOW_STOCK} pairs or fewer.` : 'No stock yet.'}</p>
      )}
      {stock.data && stock.data.levels.length > 0 && (
        <LevelsTable levels={stock.data.levels} titles={titles} />
      )}
    </div>
  );
}
