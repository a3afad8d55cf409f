import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@/shared/api-error';
import { Spinner } from '@/shared/components/spinner';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { formatIndiaTime } from '@/shared/format-india-time';
import { useOrders } from '../use-orders';
import './order-history.css';
import { orderPath, paths } from '@/shared/paths';

function OrderCard({ order }: { order: Order }) {
  const placedAt = order.paidAt ?? order.createdAt;
  const { address } = order;
  return (
    <article className="order-card" aria-labelledby={`order-${order._id}`}>
      <header className="order-card__head">
        <h3 id={`order-${order._id}`} className="order-card__title">
          <Link to={orderPath(order._id)}>
            Order {order.number} of <time dateTime={placedAt}>{formatIndiaTime(placedAt)}</time>
          </Link>
        </h3>
        <p className="order-card__amount">{formatRupees(order.amounts.grandTotal)}</p>
      </header>
      <ul className="order-card__items">
        {order.items.map((line) => (
          <li key={line._id}>
            <span>
              {line.title} ({line.qty})
            </span>
            <span>{formatRupees(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-card__facts">
        <div>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>Delivered to</dt>
          <dd>
            {address.name}, {address.residence}, {address.city}, {address.state} {address.pincode}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_STATE_LABELS[order.paymentState]}
            {order.paymentId && <span className="order-card__mono"> {order.paymentId}</span>}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** The profile's Orders tab: paid and Cash on Delivery orders, newest first (the server sorts them), each linking to its page. */
export function OrderHistory() {
  const { orders, isLoading, error } = useOrders();

  if (isLoading) return <Spinner label="Loading your orders" minHeight={160} />;
  if (error) {
    return (
      <p className="form-error" role="alert">
        {apiErrorMessage(error)}
      </p>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="empty-state">
        <p>You have not placed any orders yet.</p>
        <Link to={paths.productList} className="btn">
          Shop sneakers
        </Link>
      </div>
    );
  }
  return (
    <section aria-label="Your orders" className="order-history">
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </section>
  );
}
