import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '@/shared/components/load-more';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import { staffOrderPath } from '@/shared/paths';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@/shared/types';
import { useStaffOrdersInfiniteQuery, type StaffOrderFilters } from '../staff-api';
import { formatIndiaTime } from '@/shared/format-india-time';

/** The filters' form: applied together on "Apply", so typing a search sends nothing yet. */
function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: StaffOrderFilters;
  onApply: (filters: StaffOrderFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof StaffOrderFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form className="staff-filters" role="search" aria-label="Orders" onSubmit={apply}>
      <label>
        Search
        <input
          type="search"
          value={draft.q}
          onChange={set('q')}
          placeholder="Order number, invoice number, name, email or phone"
        />
      </label>
      <label>
        Status
        <select value={draft.status} onChange={set('status')}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Payment
        <select value={draft.payment} onChange={set('payment')}>
          <option value="">Any payment</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label>
        To
        <input type="date" value={draft.to} onChange={set('to')} />
      </label>
      <button type="submit" className="btn">
        Apply
      </button>
    </form>
  );
}

/** The console's orders: newest first, filtered and searched, a page at a time. */
export function OrderList({
  filters,
  onFiltersChange,
}: {
  filters: StaffOrderFilters;
  onFiltersChange: (filters: StaffOrderFilters) => void;
}) {
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useStaffOrdersInfiniteQuery(filters);
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <>
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {isLoading && <Spinner label="Loading orders" minHeight={160} />}
      {error && !data && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && orders.length === 0 && <p className="empty-state">No orders match these filters.</p>}
      {orders.length > 0 && (
        <StaffTable
          caption="Orders, newest first"
          columns={['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Pairs', 'Total']}
        >
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">
                <Link to={staffOrderPath(order._id)} className="staff-mono">
                  {order._id}
                </Link>
              </th>
              <td>{formatIndiaTime(order.createdAt)}</td>
              <td>
                {order.name}
                <br />
                <span className="staff-muted">
                  {order.email} · {order.phone}
                </span>
              </td>
              <td>{ORDER_STATUS_LABELS[order.status]}</td>
              <td>
                {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATE_LABELS[order.paymentState]}
              </td>
              <td>{order.pairs}</td>
              <td>{formatRupees(order.grandTotal)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={fetchNextPage} />
    </>
  );
}
