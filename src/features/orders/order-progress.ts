import { ORDER_MOVES, type OrderStatus } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';

/**
 * The step after `status` on the way to the shopper's door: the move table writes each status's
 * forward move first (confirmed → packed before → cancelled). None once the order has ended,
 * delivered or not.
 */
function stepAhead(status: OrderStatus): OrderStatus | undefined {
  return (Object.keys(ORDER_MOVES[status]) as OrderStatus[])[0];
}

/** The steps still ahead of an order, next first: none for a delivered, cancelled, returned or expired one. */
export function stepsToCome(status: OrderStatus): OrderStatus[] {
  const ahead: OrderStatus[] = [];
  for (let next = stepAhead(status); next; next = stepAhead(next)) ahead.push(next);
  return ahead;
}

/** Whether delivery is still ahead: only then does the page promise a date. */
export const isOnItsWay = (order: Pick<Order, 'status'>) => stepsToCome(order.status).includes('delivered');

/** When the order was delivered (its timeline's step), if it was. */
export const deliveredAt = (order: Pick<Order, 'timeline'>) =>
  order.timeline.find((step) => step.status === 'delivered')?.at;
