import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { formatRupees } from '@/shared/format-rupees';
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS, type OrderEvent } from '@/shared/order-lifecycle';
import { PAYMENT_METHOD_LABELS, type Order } from '@/shared/types';
import { useStaffOrderQuery } from '../staff-api';
import { formatIndiaTime } from '@/shared/format-india-time';
import { Link } from 'react-router-dom';
import { staffPrintPath } from '@/shared/paths';
import { orderNameOf } from '../order-actions';
import { OrderMoves } from './order-moves';

/** The AWB, linked to its courier's tracking page when the shop knows the courier. */
function Awb({ awb, trackingUrl }: { awb: string | undefined; trackingUrl: string | null }) {
  if (!trackingUrl) return <span className="staff-mono">{awb}</span>;
  return (
    <a href={trackingUrl} target="_blank" rel="noreferrer" className="staff-mono">
      {awb}
      <span className="visually-hidden"> (tracking page, opens in a new tab)</span>
    </a>
  );
}

function Timeline({ events, trackingUrl }: { events: OrderEvent[]; trackingUrl: string | null }) {
  if (events.length === 0) return <p className="staff-muted">No steps recorded yet.</p>;
  return (
    <ol className="staff-timeline">
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`}>
          <strong>{ORDER_STATUS_LABELS[event.status]}</strong>{' '}
          <time dateTime={event.at}>{formatIndiaTime(event.at)}</time>
          {event.courier && (
            <span>
              {' '}
              · {event.courier}, AWB <Awb awb={event.awb} trackingUrl={trackingUrl} />
            </span>
          )}
          {event.note && <span> · {event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

function OrderFacts({ order, customer }: { order: Order; customer: { email: string; name: string } }) {
  const { address } = order;
  return (
    <dl className="staff-facts">
      <div>
        <dt>Status</dt>
        <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
      </div>
      <div>
        <dt>Placed</dt>
        <dd>{formatIndiaTime(order.createdAt)}</dd>
      </div>
      <div>
        <dt>Customer</dt>
        <dd>
          {customer.name} ({customer.email})
        </dd>
      </div>
      <div>
        <dt>Deliver to</dt>
        <dd>
          {address.name}, {address.residence}, {address.city}, {address.state} {address.pincode} ·{' '}
          {address.mobile}
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATE_LABELS[order.paymentState]}
          {order.paymentId && <span className="staff-mono"> ({order.paymentId})</span>}
        </dd>
      </div>
      <div>
        <dt>Invoice</dt>
        <dd>{order.invoiceNumber ?? 'Not issued yet'}</dd>
      </div>
    </dl>
  );
}

/** The order's packing slip and tax invoice, each on its print screen (A4 or a 4 × 6 inch label). */
function PrintLinks({ orderId, invoiced }: { orderId: string; invoiced: boolean }) {
  return (
    <p className="staff-print-links">
      <Link className="btn btn--ghost" to={staffPrintPath('slip', [orderId], 'label')}>
        Print packing slip
      </Link>
      {invoiced && (
        <Link className="btn btn--ghost" to={staffPrintPath('invoice', [orderId])}>
          Print tax invoice
        </Link>
      )}
    </p>
  );
}

/** One order in the console: what was bought, where it goes, how it is paid, its steps and next moves. */
export function OrderView({ orderId }: { orderId: string }) {
  const { data, error, isLoading, refetch } = useStaffOrderQuery(orderId);
  if (isLoading) return <Spinner label="Loading the order" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const { order } = data;
  return (
    <div className="staff-order">
      <section className="card staff-card" aria-labelledby="staff-order-facts">
        <h2 id="staff-order-facts">{orderNameOf(order)}</h2>
        <OrderFacts order={order} customer={data.customer} />
        <PrintLinks orderId={order._id} invoiced={data.invoice !== null} />
      </section>
      <section className="card staff-card" aria-labelledby="staff-order-lines">
        <h2 id="staff-order-lines">Items</h2>
        <ul className="staff-lines">
          {order.items.map((line) => (
            <li key={line._id}>
              {line.title} × {line.qty} — {formatRupees(line.price * line.qty)}
            </li>
          ))}
        </ul>
        <p>
          Grand total <strong>{formatRupees(order.amounts.grandTotal)}</strong>
        </p>
      </section>
      <section className="card staff-card" aria-labelledby="staff-order-timeline">
        <h2 id="staff-order-timeline">Timeline</h2>
        <Timeline events={order.timeline} trackingUrl={data.trackingUrl} />
      </section>
      <section className="card staff-card" aria-labelledby="staff-order-next">
        <h2 id="staff-order-next">Next step</h2>
        <OrderMoves order={order} orderName={orderNameOf(order)} />
      </section>
    </div>
  );
}
