import { ORDER_STATUS_LABELS } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { formatPlacedAt } from '../order-dates';
import './order-timeline.css';

/** Each step of the order's life, oldest first, with its date; a shipment names its courier and AWB. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="order-timeline" aria-label="Order timeline">
      {order.timeline.map((step) => (
        <li key={`${step.status}-${step.at}`} className="order-timeline__step">
          <span className="order-timeline__status">{ORDER_STATUS_LABELS[step.status]}</span>{' '}
          <time dateTime={step.at} className="order-timeline__at">
            {formatPlacedAt(step.at)}
          </time>
          {step.courier && step.awb && (
            <p className="order-timeline__shipment">
              {step.courier}, AWB <span className="order-timeline__awb">{step.awb}</span>
            </p>
          )}
          {step.note && <p className="order-timeline__note">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
