import { ORDER_STATUS_LABELS } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { formatIndiaTime } from '@/shared/format-india-time';
import { formatDay } from '../order-dates';
import { stepsToCome } from '../order-progress';
import './order-timeline.css';

/** A step not yet taken: "to come", or for delivery the date promised. */
function StepToCome({ status, deliverBy }: { status: Order['status']; deliverBy: string | undefined }) {
  return (
    <li className="order-timeline__step order-timeline__step--to-come">
      <span className="order-timeline__status">{ORDER_STATUS_LABELS[status]}</span>{' '}
      <span className="order-timeline__at">
        {'· '}
        {status === 'delivered' && deliverBy ? (
          <>
            expected by <time dateTime={deliverBy}>{formatDay(deliverBy)}</time>
          </>
        ) : (
          'to come'
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
  const last = order.timeline.length - 1;
  return (
    <ol className="order-timeline" aria-label="Order timeline">
      {order.timeline.map((step, index) => (
        <li
          key={`${step.status}-${step.at}`}
          className="order-timeline__step"
          aria-current={index === last ? 'step' : undefined}
        >
          <span className="order-timeline__status">{ORDER_STATUS_LABELS[step.status]}</span>{' '}
          <time dateTime={step.at} className="order-timeline__at">
            {formatIndiaTime(step.at)}
          </time>
          {step.courier && step.awb && (
            <p className="order-timeline__shipment">
              {step.courier}, AWB <span className="order-timeline__awb">{step.awb}</span>
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
