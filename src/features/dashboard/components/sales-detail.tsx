import type { DashboardSales, ProductSales } from '@/shared/dashboard';
import { StaffTable } from '@/shared/components/staff-table';
import { formatPaise } from '@/shared/format-rupees';
import { RETURN_REASONS } from '@/shared/returns';
import { shortDay } from '../dashboard-format';

function ProductTable({ caption, products }: { caption: string; products: ProductSales[] }) {
  if (products.length === 0) return <p>No sales in this period.</p>;
  return (
    <StaffTable caption={caption} columns={['Product', 'Pairs', 'Net sales']}>
      {products.map((product) => (
        <tr key={product.productId}>
          <th scope="row">{product.title}</th>
          <td>{product.pairs}</td>
          <td>{formatPaise(product.netPaise)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** The chosen period's best sellers, by pairs and by net sales. */
export function TopProducts({ sales }: { sales: DashboardSales }) {
  return (
    <div className="dashboard__columns">
      <section aria-labelledby="top-pairs-heading">
        <h3 id="top-pairs-heading">Top products by pairs</h3>
        <ProductTable caption="Top products by pairs" products={sales.topByPairs} />
      </section>
      <section aria-labelledby="top-net-heading">
        <h3 id="top-net-heading">Top products by net sales</h3>
        <ProductTable caption="Top products by net sales" products={sales.topByNetSales} />
      </section>
    </div>
  );
}

/** What came back in the chosen period, and why. */
export function ReturnsBreakdown({ sales }: { sales: DashboardSales }) {
  const { returnsByReason: reasons, returnsByProduct: products } = sales;
  return (
    <section aria-labelledby="returns-heading">
      <h3 id="returns-heading">Returns</h3>
      {reasons.length === 0 ? (
        <p>No returns asked for in this period.</p>
      ) : (
        <div className="dashboard__columns">
          <StaffTable caption="Returns by reason" columns={['Reason', 'Returns', 'Pairs']}>
            {reasons.map((row) => (
              <tr key={row.reason}>
                <th scope="row">{RETURN_REASONS[row.reason]}</th>
                <td>{row.returns}</td>
                <td>{row.pairs}</td>
              </tr>
            ))}
          </StaffTable>
          <StaffTable caption="Returns by product" columns={['Product', 'Pairs']}>
            {products.map((row) => (
              <tr key={row.productId}>
                <th scope="row">{row.title}</th>
                <td>{row.pairs}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}
    </section>
  );
}

/** The chart's numbers as a table, for screen readers and anyone who wants the figures. */
export function DailySalesTable({ sales }: { sales: DashboardSales }) {
  return (
    <details className="dashboard__daily">
      <summary>Net sales day by day (table)</summary>
      <StaffTable caption="Net sales day by day" columns={['Day', 'Net sales']}>
        {sales.daily.map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>{shortDay(day.date)}</time>
            </th>
            <td>{formatPaise(day.netPaise)}</td>
          </tr>
        ))}
      </StaffTable>
    </details>
  );
}
