import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '@/shared/components/load-more';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import { staffOrderPath } from '@/shared/paths';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@/shared/types';
import { useStaffOrdersInfiniteQuery, type StaffOrderFilters } from '../staff-api';
import { formatIndiaTime } from '@/shared/format-india-time';
import type { StaffOrderSummary } from '@/shared/staff';
import { orderNameOf } from '../order-actions';
import { useBulkPack } from '../use-bulk-pack';
import { BulkBar, BulkReport } from './bulk-bar';
import { OrderTabs } from './order-tabs';
import { OrdersDownload } from './orders-download';
import { DayRangeFields } from './day-range-fields';

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
      <DayRangeFields from={draft.from} to={draft.to} onChange={set} />
    </form>
  );
}

/** One order's row: a tick box to select it, then its name (the link to it), customer, status and total. */
function OrderRow({
  order,
  selected,
  onSelect,
}: {
  order: StaffOrderSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const name = orderNameOf(order);
  return (
    <tr className={selected ? 'staff-row--selected' : undefined}>
      <td data-label="Select">
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select ${name}`}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <th scope="row" data-label="Order">
        <Link to={staffOrderPath(order._id)} className="staff-order-name">
          {name}
        </Link>
      </th>
      <td data-label="Placed">{formatIndiaTime(order.createdAt)}</td>
      <td data-label="Customer">
        {order.name}
        <br />
        <span className="staff-muted">
          {order.email} · {order.phone}
        </span>
      </td>
      <td data-label="Status">{ORDER_STATUS_LABELS[order.status]}</td>
      <td data-label="Payment">
        {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATE_LABELS[order.paymentState]}
      </td>
      <td data-label="Pairs">{order.pairs}</td>
      <td data-label="Total">{formatRupees(order.grandTotal)}</td>
    </tr>
  );
}

/** Which of the orders shown are selected (their ids, kept across pages as they load). */
function useSelection(orders: readonly StaffOrderSummary[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = orders.filter((order) => selected.has(order._id));
  return {
    isSelected: (orderId: string) => selected.has(orderId),
    toggle: (orderId: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(orderId);
        else next.delete(orderId);
        return next;
      }),
    setAll: (on: boolean) => setSelected(new Set(on ? orders.map((order) => order._id) : [])),
    clear: () => setSelected(new Set()),
    shown,
    allShown: orders.length > 0 && shown.length === orders.length,
  };
}

/** The orders as a table, with the bulk actions on the selected ones above it. */
function OrderTable({ orders }: { orders: StaffOrderSummary[] }) {
  const selection = useSelection(orders);
  const bulk = useBulkPack();
  const pack = () => void bulk.pack(selection.shown).then(selection.clear);
  return (
    <>
      <BulkBar
        selectedIds={selection.shown.map((order) => order._id)}
        allShown={selection.allShown}
        onSelectAll={selection.setAll}
        onPack={pack}
        packing={bulk.running}
      />
      <BulkReport report={bulk.report} />
      <StaffTable
        caption="Orders, newest first"
        columns={['Select', 'Order', 'Placed', 'Customer', 'Status', 'Payment', 'Pairs', 'Total']}
        className="staff-table-wrap--cards"
      >
        {orders.map((order) => (
          <OrderRow
            key={order._id}
            order={order}
            selected={selection.isSelected(order._id)}
            onSelect={(on) => selection.toggle(order._id, on)}
          />
        ))}
      </StaffTable>
    </>
  );
}

/** The console's orders: tabs by status with their counts, newest first, filtered and searched, a page at a time. */
export function OrderList({
  filters,
  onFiltersChange,
  linkTo,
}: {
  filters: StaffOrderFilters;
  onFiltersChange: (filters: StaffOrderFilters) => void;
  /** The list's URL with these filters (the tabs are links). */
  linkTo: (filters: StaffOrderFilters) => string;
}) {
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useStaffOrdersInfiniteQuery(filters);
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <>
      <OrderTabs current={filters.status} linkTo={(status) => linkTo({ ...filters, status })} />
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      <OrdersDownload filters={filters} />
      {isLoading && <Spinner label="Loading orders" minHeight={160} />}
      {error && !data && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && orders.length === 0 && <p className="empty-state">No orders match these filters.</p>}
      {orders.length > 0 && <OrderTable orders={orders} />}
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={fetchNextPage} />
    </>
  );
}
