import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatRupees } from '@/shared/format-rupees';
import type { Order } from '@/shared/types';
import { ProductPicture } from '@/shared/components/product-picture';
import { deliveredAt, isOnItsWay } from '../order-progress';
import { fullAddress, useOrderWords } from '../use-order-words';
import { OrderTimeline } from './order-timeline';
import type { MessageId } from '@/shared/i18n/message-id';
import './order-details.css';

/** What the payment id cell shows before there is one (Cash on Delivery). */
const NO_PAYMENT_ID = '—';

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
  const intl = useIntl();
  const words = useOrderWords();
  const delivered = deliveredAt(order);
  if (delivered) {
    return (
      <Fact term={intl.formatMessage({ id: 'orders.deliveredOn' })}>
        <time dateTime={delivered}>{words.time(delivered)}</time>
      </Fact>
    );
  }
  if (!isOnItsWay(order)) return null;
  return (
    <Fact term={intl.formatMessage({ id: 'orders.promisedBy' })}>
      {order.deliverBy ? (
        <time dateTime={order.deliverBy}>{words.day(order.deliverBy)}</time>
      ) : (
        intl.formatMessage({ id: 'orders.noDeliveryDate' })
      )}
    </Fact>
  );
}

/** Status, payment, dates and address. */
function OrderFacts({ order }: { order: Order }) {
  const { address } = order;
  const intl = useIntl();
  const term = (id: MessageId) => intl.formatMessage({ id });
  const words = useOrderWords();
  return (
    <dl className="order-details__facts">
      <Fact term={term('orders.orderNumber')} className="order-details__number">
        {order.number}
      </Fact>
      <Fact term={term('orders.status')}>{words.status(order.status)}</Fact>
      <Fact term={term('orders.placedOn')}>
        <time dateTime={order.createdAt}>{words.time(order.createdAt)}</time>
      </Fact>
      <DeliveryFact order={order} />
      <Fact term={term('orders.paymentMethod')}>{words.method(order.paymentMethod)}</Fact>
      <Fact term={term('orders.payment')}>{words.payment(order.paymentState)}</Fact>
      <div>
        <dt>
          <FormattedMessage id="orders.paymentId" />
        </dt>
        <dd className="order-details__mono">{order.paymentId ?? NO_PAYMENT_ID}</dd>
      </div>
      <Fact term={term('orders.deliveringTo')}>{fullAddress(address)}</Fact>
    </dl>
  );
}

function OrderLines({ items }: { items: Order['items'] }) {
  return (
    <table className="order-details__lines">
      <caption className="visually-hidden">
        <FormattedMessage id="orders.items" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="orders.sneaker" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.qty" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.price" />
          </th>
          <th scope="col">
            <FormattedMessage id="orders.amount" />
          </th>
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
  const intl = useIntl();
  const term = (id: MessageId) => intl.formatMessage({ id });
  return (
    <dl className="order-details__amounts">
      <Fact term={term('orders.subTotal')}>{formatRupees(amounts.subTotal)}</Fact>
      <Fact term={term('orders.deliveryCharge')}>{formatRupees(amounts.delivery)}</Fact>
      <Fact term={term('orders.discount')}>
        <FormattedMessage id="summary.discountAmount" values={{ amount: formatRupees(amounts.discount) }} />
      </Fact>
      <Fact term={term('orders.grandTotal')} className="order-details__grand">
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
          <FormattedMessage id="orders.timeline" />
        </h2>
        <OrderTimeline order={order} />
      </section>
      <OrderLines items={order.items} />
      <OrderAmounts amounts={order.amounts} />
    </div>
  );
}
