import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import { PAYMENT_METHOD_LABELS } from '@/shared/types';
import type { Order } from '@/shared/types';
import { formatIndiaTime } from '@/shared/format-india-time';
import { formatDay } from '../order-dates';
import { OrderTimeline } from './order-timeline';
import './order-details.css';

/** One order as the shopper placed it: status, payment, dates, address, its timeline, lines and amounts. */
export function OrderDetails({ order }: { order: Order }) {
  const { address, amounts } = order;
  return (
    <div className="order-details">
      <dl className="order-details__facts">
        <div>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatIndiaTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Delivery promised by</dt>
          <dd>
            {order.deliverBy ? (
              <time dateTime={order.deliverBy}>{formatDay(order.deliverBy)}</time>
            ) : (
              'No date: the shop has no delivery data for this pincode'
            )}
          </dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_STATE_LABELS[order.paymentState]}</dd>
        </div>
        <div>
          <dt>Payment id</dt>
          <dd className="order-details__mono">{order.paymentId ?? '—'}</dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>
            {address.name}, {address.residence}, {address.city}, {address.state} {address.pincode}
          </dd>
        </div>
      </dl>

      <section className="order-details__timeline" aria-labelledby="order-timeline-heading">
        <h2 id="order-timeline-heading" className="order-details__heading">
          Timeline
        </h2>
        <OrderTimeline order={order} />
      </section>

      <table className="order-details__lines">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Sneaker</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line._id}>
              <th scope="row">{line.title}</th>
              <td>{line.qty}</td>
              <td>{formatRupees(line.price)}</td>
              <td>{formatRupees(line.price * line.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="order-details__amounts">
        <div>
          <dt>Sub-total</dt>
          <dd>{formatRupees(amounts.subTotal)}</dd>
        </div>
        <div>
          <dt>Delivery charge</dt>
          <dd>{formatRupees(amounts.delivery)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>−{formatRupees(amounts.discount)}</dd>
        </div>
        <div className="order-details__grand">
          <dt>Grand Total</dt>
          <dd>{formatRupees(amounts.grandTotal)}</dd>
        </div>
      </dl>
    </div>
  );
}
