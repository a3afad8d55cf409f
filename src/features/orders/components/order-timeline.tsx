import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@/shared/types';
import { useOrderWords } from '../use-order-words';
import { stepsToCome } from '../order-progress';
import './order-timeline.css';

/** The space between a step's status and its date (a space in JSX would read as literal text). */
const WORD_GAP = ' ';

/** A step not yet taken: "to come", or for delivery the date promised. */
function StepToCome({ status, deliverBy }: { status: Order['status']; deliverBy: string | undefined }) {
  const words = useOrderWords();
  return (
    <li className="order-timeline__step order-timeline__step--to-come">
      <span className="order-timeline__status">{words.status(status)}</span>
      {WORD_GAP}
      <span className="order-timeline__at">
        {status === 'delivered' && deliverBy ? (
          <FormattedMessage
            id="orders.expectedBy"
            values={{ day: <time dateTime={deliverBy}>{words.day(deliverBy)}</time> }}
          />
        ) : (
          <FormattedMessage id="orders.toCome" />
        )}
      </span>
    </li>
  );
}

/**
 * Each step of the order's life, oldest first, with its date (a shipment names its courier and AWB),
 * then the steps still to come on its way to the door; the latest step taken is the current one.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const intl = useIntl();
  const words = useOrderWords();
  const last = order.timeline.length - 1;
  return (
    <ol className="order-timeline" aria-label={intl.formatMessage({ id: 'orders.timelineLabel' })}>
      {order.timeline.map((step, index) => (
        <li
          key={`${step.status}-${step.at}`}
          className="order-timeline__step"
          aria-current={index === last ? 'step' : undefined}
        >
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
      {stepsToCome(order.status).map((status) => (
        <StepToCome key={status} status={status} deliverBy={order.deliverBy} />
      ))}
    </ol>
  );
}
