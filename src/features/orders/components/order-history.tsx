import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@/shared/api-error';
import { Spinner } from '@/shared/components/spinner';
import { formatRupees } from '@/shared/format-rupees';
import type { Order } from '@/shared/types';
import { fullAddress, useOrderWords } from '../use-order-words';
import { useOrders } from '../use-orders';
import './order-history.css';

/** The space before the payment id (a space in JSX would read as literal text). */
const WORD_GAP = ' ';
import { orderPath, paths } from '@/shared/paths';

function OrderCard({ order }: { order: Order }) {
  const placedAt = order.paidAt ?? order.createdAt;
  const { address } = order;
  const words = useOrderWords();
  return (
    <article className="order-card" aria-labelledby={`order-${order._id}`}>
      <header className="order-card__head">
        {/* Right under the profile's h1 (no h2 between): h2, so the headings' order holds (axe). */}
        <h2 id={`order-${order._id}`} className="order-card__title">
          <Link to={orderPath(order._id)}>
            <FormattedMessage
              id="orders.orderOf"
              values={{ number: order.number, time: <time dateTime={placedAt}>{words.time(placedAt)}</time> }}
            />
          </Link>
        </h2>
        <p className="order-card__amount">{formatRupees(order.amounts.grandTotal)}</p>
      </header>
      <ul className="order-card__items">
        {order.items.map((line) => (
          <li key={line._id}>
            <span>
              <FormattedMessage id="orders.lineQty" values={{ title: line.title, qty: line.qty }} />
            </span>
            <span>{formatRupees(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-card__facts">
        <div>
          <dt>
            <FormattedMessage id="orders.status" />
          </dt>
          <dd>{words.status(order.status)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.deliveredTo" />
          </dt>
          <dd>{fullAddress(address)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.payment" />
          </dt>
          <dd>
            {words.payment(order.paymentState)}
            {order.paymentId && (
              <span className="order-card__mono">
                {WORD_GAP}
                {order.paymentId}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** The profile's Orders tab: paid and Cash on Delivery orders, newest first (the server sorts them), each linking to its page. */
export function OrderHistory() {
  const intl = useIntl();
  const { orders, isLoading, error } = useOrders();

  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'orders.loadingList' })} minHeight={160} />;
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
        <p>
          <FormattedMessage id="orders.none" />
        </p>
        <Link to={paths.productList} className="btn">
          <FormattedMessage id="orders.shop" />
        </Link>
      </div>
    );
  }
  return (
    <section aria-label={intl.formatMessage({ id: 'orders.yourOrders' })} className="order-history">
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </section>
  );
}
