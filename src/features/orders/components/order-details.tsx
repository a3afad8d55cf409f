import type { ReactNode } from 'react';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import { PAYMENT_METHOD_LABELS } from '@/shared/types';
import type { Order } from '@/shared/types';
import { formatIndiaTime } from '@/shared/format-india-time';
import { ProductPicture } from '@/shared/components/product-picture';
import { formatDay } from '../order-dates';
import { deliveredAt, isOnItsWay } from '../order-progress';
import { OrderTimeline } from './order-timeline';
import './order-details.css';

/** One term of a description list and what it says. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The delivery's date: promised while the order is on its way, the day it came once delivered, and
 * none for an order cancelled, returned to the seller or never paid.
 */
function DeliveryFact({ order }: { order: Order }) {
  const delivered = deliveredAt(order);
  if (delivered) {
    return (
      <Fact term="Delivered on">
        <time dateTime={delivered}>{formatIndiaTime(delivered)}</time>
      </Fact>
    );
  }
  if (!isOnItsWay(order)) return null;
  return (
    <Fact term="Delivery promised by">
      {order.deliverBy ? (
        <time dateTime={order.deliverBy}>{formatDay(order.deliverBy)}</time>
      ) : (
        'No date: the shop has no delivery data for this pincode'
      )}
    </Fact>
  );
}

/** Status, payment, dates and address. */
function OrderFacts({ order }: { order: Order }) {
  const { address } = order;
  return (
    <dl className="order-details__facts">
      <Fact term="Order number" className="order-details__number">
        {order.number}
      </Fact>
      <Fact term="Status">{ORDER_STATUS_LABELS[order.status]}</Fact>
      <Fact term="Placed on">
        <time dateTime={order.createdAt}>{formatIndiaTime(order.createdAt)}</time>
      </Fact>
      <DeliveryFact order={order} />
      <Fact term="Payment method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Fact>
      <Fact term="Payment">{PAYMENT_STATE_LABELS[order.paymentState]}</Fact>
      <div>
        <dt>Payment id</dt>
        <dd className="order-details__mono">{order.paymentId ?? '—'}</dd>
      </div>
      <Fact term="Delivering to">
        {address.name}, {address.residence}, {address.city}, {address.state} {address.pincode}
      </Fact>
    </dl>
  );
}

function OrderLines({ items }: { items: Order['items'] }) {
  return (
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
        {items.map((line) => (
          <tr key={line._id}>
            <th scope="row">
              <span className="order-details__sneaker">
                <ProductPicture
                  img={line.img}
                  alt=""
                  layout="suggestion"
                  className="order-details__picture"
                />
                {line.title}
              </span>
            </th>
            <td>{line.qty}</td>
            <td>{formatRupees(line.price)}</td>
            <td>{formatRupees(line.price * line.qty)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderAmounts({ amounts }: { amounts: Order['amounts'] }) {
  return (
    <dl className="order-details__amounts">
      <Fact term="Sub-total">{formatRupees(amounts.subTotal)}</Fact>
      <Fact term="Delivery charge">{formatRupees(amounts.delivery)}</Fact>
      <Fact term="Discount">−{formatRupees(amounts.discount)}</Fact>
      <Fact term="Grand Total" className="order-details__grand">
        {formatRupees(amounts.grandTotal)}
      </Fact>
    </dl>
  );
}

/** One order as the shopper placed it: status, payment, dates, address, its timeline, lines and amounts. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="order-details">
      <OrderFacts order={order} />
      <section className="order-details__timeline" aria-labelledby="order-timeline-heading">
        <h2 id="order-timeline-heading" className="order-details__heading">
          Timeline
        </h2>
        <OrderTimeline order={order} />
      </section>
      <OrderLines items={order.items} />
      <OrderAmounts amounts={order.amounts} />
    </div>
  );
}
