import { formatRupees } from '@/shared/format-rupees';
import type { OrderStatus } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';

/** Each move staff make, named as the action the button takes (never the status it leads to). */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderStatus, string>> = {
  created: 'Await payment',
  confirmed: 'Confirm',
  packed: 'Pack',
  shipped: 'Ship',
  out_for_delivery: 'Mark out for delivery',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned_to_seller: 'Mark returned to seller',
  expired: 'Expire',
};

/** Reasons staff often give, offered as they type (any other words do as well). */
export const REASON_SUGGESTIONS: Readonly<Partial<Record<OrderStatus, readonly string[]>>> = {
  cancelled: [
    'Out of stock',
    'The customer asked to cancel',
    'The pincode cannot be served',
    'Suspected fraud',
    'Damaged in the warehouse',
  ],
  returned_to_seller: [
    'Refused at the door',
    'Nobody at the address',
    'Address not found',
    'Damaged in transit',
  ],
};

const pairsOf = (order: Pick<Order, 'items'>) => order.items.reduce((pairs, line) => pairs + line.qty, 0);
const pairsText = (pairs: number) => `${pairs} ${pairs === 1 ? 'pair' : 'pairs'}`;

/**
 * What a cancel or a return to seller sets off, said before staff confirm it: the refund (a paid
 * order's whole total, to the card or UPI it was paid with; nothing for Cash on Delivery), the
 * pairs, and the shopper's update.
 */
export function consequencesOf(order: Order, to: OrderStatus): string[] {
  const total = formatRupees(order.amounts.grandTotal);
  const paid = order.paymentState === 'paid';
  const money = paid
    ? `Refunds ${total} to the card or UPI account the shopper paid with (Razorpay), and issues a credit note.`
    : order.paymentMethod === 'cod'
      ? 'Nothing is refunded: this is a Cash on Delivery order and no cash was collected.'
      : 'Nothing is refunded: the order was never paid.';
  const pairs = pairsText(pairsOf(order));
  const stock =
    to === 'cancelled'
      ? `Puts its ${pairs} back on sale.`
      : `Puts its ${pairs} back on hand once the parcel is in.`;
  return [money, stock, 'Tells the shopper by an update and an email.', 'This cannot be undone.'];
}

/** How the console names an order to people: by its number (`Order SH-100042`). */
export const orderNameOf = (order: Pick<Order, 'number'>) => `Order ${order.number}`;
