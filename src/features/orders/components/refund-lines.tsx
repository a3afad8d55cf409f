import { Link } from 'react-router-dom';
import { REFUND_STATE_LABELS } from '@/shared/refunds';
import type { OrderAfterSales } from '@/shared/orders';
import { formatIndiaTime } from '@/shared/format-india-time';
import { formatPaise } from '@/shared/format-rupees';
import { creditNotePath } from '@/shared/paths';
import { REFUND_CAUSE_LABELS, refundRouteLabel } from '../refund-labels';
import './refund-lines.css';

/** The order's refunds (amount, where it goes, its state) and links to its credit notes; nothing when it has none. */
export function RefundLines({ orderId, afterSales }: { orderId: string; afterSales: OrderAfterSales }) {
  const { refunds, creditNotes } = afterSales;
  if (refunds.length === 0 && creditNotes.length === 0) return null;
  return (
    <section className="refund-lines" aria-labelledby="refund-lines-heading">
      <h2 id="refund-lines-heading" className="order-details__heading">
        Refunds and credit notes
      </h2>
      {refunds.length > 0 && (
        <ul className="refund-lines__refunds">
          {refunds.map((refund) => (
            <li key={refund._id}>
              <strong>{formatPaise(refund.amountPaise)}</strong> {refundRouteLabel(refund)} (
              {REFUND_CAUSE_LABELS[refund.cause]}):{' '}
              <span className={`refund-lines__state refund-lines__state--${refund.state}`}>
                {REFUND_STATE_LABELS[refund.state]}
              </span>
              {refund.processedAt && (
                <>
                  {' '}
                  on <time dateTime={refund.processedAt}>{formatIndiaTime(refund.processedAt)}</time>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {creditNotes.length > 0 && (
        <ul className="refund-lines__notes">
          {creditNotes.map((note) => (
            <li key={note.number}>
              <Link to={creditNotePath(orderId, note.number)}>Credit note {note.number}</Link> for{' '}
              {formatPaise(note.totalPaise)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
