import { ORDER_STATUSES } from '@/shared/order-lifecycle';
import type { StatusCounts } from '@/shared/staff';

/** How many of `orders` are at each status: every status named, 0 where none is. */
export function statusCounts(orders: readonly { status: string; count?: number }[]): StatusCounts {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const { status, count = 1 } of orders) {
    const known = ORDER_STATUSES.find((one) => one === status);
    if (known) counts[known] += count;
  }
  return counts;
}
