import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@/shared/types';
import { useOrderWords } from '../use-order-words';
import './order-timeline.css';

/** The space between a step's status and its date (a space in JSX would read as literal text). */
const WORD_GAP = ' ';

/** Each step of the order's life, oldest first, with its date; a shipment names its courier and AWB. */
export function OrderTimeline({ order }: { order: Order }) {
  const intl = useIntl();
  const words = useOrderWords();
  return (
    <ol className="order-timeline" aria-label={intl.formatMessage({ id: 'orders.timelineLabel' })}>
      {order.timeline.map((step) => (
        <li key={`${step.status}-${step.at}`} className="order-timeline__step">
          <span className="order-timeline__status">{words.status(step.status)}</span>
          {WORD_GAP}
          <time dateTime={step.at} className="order-timeline__at">
            {words.time(step.at)}
          </time>
          {step.courier && step.awb && (
            <p className="order-timeline__shipment">
              <FormattedMessage
                id="orders.shipment"
                values={{
                  courier: step.courier,
                  awb: <span className="order-timeline__awb">{step.awb}</span>,
                }}
              />
            </p>
          )}
          {step.note && <p className="order-timeline__note">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
