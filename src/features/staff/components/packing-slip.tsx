import { useId } from 'react';
import { formatIndiaTime } from '@/shared/format-india-time';
import { formatRupees } from '@/shared/format-rupees';
import type { StaffOrderAnswer } from '@/shared/staff';
import type { Order } from '@/shared/types';
import { orderNameOf } from '../order-actions';

/** What the courier collects at the door: the whole total for Cash on Delivery, nothing when prepaid. */
function Collect({ order }: { order: Order }) {
  if (order.paymentMethod !== 'cod') return <p className="packing-slip__collect">Prepaid: collect nothing</p>;
  return (
    <p className="packing-slip__collect">
      Cash on Delivery: collect <strong>{formatRupees(order.amounts.grandTotal)}</strong>
    </p>
  );
}

/**
 * One order's packing slip: where it goes, what goes in the box (a tick box a line), and what the
 * courier collects. Sized by its print screen: an A4 sheet or a 4 × 6 inch label.
 */
export function PackingSlip({ answer }: { answer: StaffOrderAnswer }) {
  const { order } = answer;
  const headingId = useId();
  const { address } = order;
  const shipped = order.timeline.findLast((step) => step.awb);
  const pairs = order.items.reduce((sum, line) => sum + line.qty, 0);
  return (
    <article className="packing-slip" aria-labelledby={headingId}>
      <header className="packing-slip__head">
        <h2 id={headingId}>Packing slip · {orderNameOf(order)}</h2>
        <p>
          Placed {formatIndiaTime(order.createdAt)}
          {shipped && ` · ${shipped.courier ?? ''} AWB ${shipped.awb ?? ''}`}
        </p>
      </header>
      <section aria-label="Ship to" className="packing-slip__to">
        <h3>Ship to</h3>
        <p>
          <strong>{address.name}</strong>
          <br />
          {address.residence}
          <br />
          {address.city}, {address.state} {address.pincode}
          <br />
          Mobile {address.mobile}
        </p>
      </section>
      <table className="packing-slip__lines">
        <caption>In the box: {pairs === 1 ? '1 pair' : `${pairs} pairs`}</caption>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line._id}>
              <td aria-hidden="true">☐</td>
              <th scope="row">{line.title}</th>
              <td>{line.qty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Collect order={order} />
    </article>
  );
}
