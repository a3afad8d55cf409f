import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderAfterSales } from '@/shared/orders';
import { formatPaise } from '@/shared/format-rupees';
import { creditNotePath } from '@/shared/paths';
import type { Refund } from '@/shared/refunds';
import { useOrderWords } from '../use-order-words';
import './refund-lines.css';

/** A refund: its amount, where it goes, why, its state and, once paid, when. */
function RefundLine({ refund }: { refund: Refund }) {
  const intl = useIntl();
  const { time } = useOrderWords();
  const route =
    refund.route === 'upi'
      ? intl.formatMessage({ id: 'afterSale.refundToUpi' }, { upiId: refund.upiId ?? '' }).trim()
      : intl.formatMessage({ id: 'afterSale.refundToOriginal' });
  return (
    <li>
      <FormattedMessage
        id="afterSale.refundLine"
        values={{
          amount: formatPaise(refund.amountPaise),
          route,
          cause: intl.formatMessage({ id: `afterSale.refundCause.${refund.cause}` }),
          strong: (chunks) => <strong>{chunks}</strong>,
          state: (chunks) => (
            <span className={`refund-lines__state refund-lines__state--${refund.state}`}>{chunks}</span>
          ),
          stateName: intl.formatMessage({ id: `afterSale.refundState.${refund.state}` }),
        }}
      />
      {refund.processedAt && (
        <FormattedMessage
          id="afterSale.refundedOn"
          values={{ time: <time dateTime={refund.processedAt}>{time(refund.processedAt)}</time> }}
        />
      )}
    </li>
  );
}

/** The order's refunds (amount, where it goes, its state) and links to its credit notes; nothing when it has none. */
export function RefundLines({ orderId, afterSales }: { orderId: string; afterSales: OrderAfterSales }) {
  const { refunds, creditNotes } = afterSales;
  if (refunds.length === 0 && creditNotes.length === 0) return null;
  return (
    <section className="refund-lines" aria-labelledby="refund-lines-heading">
      <h2 id="refund-lines-heading" className="order-details__heading">
        <FormattedMessage id="afterSale.refundsHeading" />
      </h2>
      {refunds.length > 0 && (
        <ul className="refund-lines__refunds">
          {refunds.map((refund) => (
            <RefundLine key={refund._id} refund={refund} />
          ))}
        </ul>
      )}
      {creditNotes.length > 0 && (
        <ul className="refund-lines__notes">
          {creditNotes.map((note) => (
            <li key={note.number}>
              <FormattedMessage
                id="afterSale.creditNote"
                values={{
                  number: note.number,
                  amount: formatPaise(note.totalPaise),
                  link: (chunks) => <Link to={creditNotePath(orderId, note.number)}>{chunks}</Link>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
