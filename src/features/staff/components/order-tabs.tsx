import { Link } from 'react-router-dom';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/order-lifecycle';
import { useStaffOrderCountsQuery } from '../staff-api';

/** The packing table's order of work first: what waits to be packed, shipped, delivered; then the rest. */
const TAB_ORDER: readonly OrderStatus[] = [
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'created',
  'cancelled',
  'returned_to_seller',
  'expired',
];

/**
 * The orders list's tabs: every order, then each status with how many orders are at it (every
 * order the shop has, whatever the other filters), a link each so Back and a shared link work.
 */
export function OrderTabs({
  current,
  linkTo,
}: {
  current: OrderStatus | '';
  linkTo: (status: OrderStatus | '') => string;
}) {
  const { data } = useStaffOrderCountsQuery(undefined);
  const counts = data?.counts;
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const tab = (status: OrderStatus | '', label: string, count: number | null | undefined) => (
    <Link key={status || 'all'} to={linkTo(status)} aria-current={status === current ? 'page' : undefined}>
      {label}
      {count !== null && count !== undefined && (
        <>
          {' '}
          <span className="staff-count">{count}</span>
        </>
      )}
    </Link>
  );
  return (
    <nav aria-label="Orders by status" className="staff-tabs staff-tabs--counted">
      {tab('', 'All', all)}
      {TAB_ORDER.map((status) => tab(status, ORDER_STATUS_LABELS[status], counts?.[status]))}
    </nav>
  );
}
