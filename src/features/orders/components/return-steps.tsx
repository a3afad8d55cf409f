import { RETURN_REASONS, RETURN_STATE_LABELS } from '@/shared/returns';
import type { OrderAfterSales } from '@/shared/orders';
import { formatIndiaTime } from '@/shared/format-india-time';
import type { Order } from '@/shared/types';

/** Each return of the order: its pairs, why, and every step with its date; nothing when it has none. */
export function ReturnSteps({ order, afterSales }: { order: Order; afterSales: OrderAfterSales }) {
  if (afterSales.returns.length === 0) return null;
  const titleOf = (productId: string) =>
    order.items.find((item) => item._id === productId)?.title ?? productId;
  return (
    <section className="return-steps" aria-labelledby="return-steps-heading">
      <h2 id="return-steps-heading" className="order-details__heading">
        Returns
      </h2>
      {afterSales.returns.map((orderReturn) => (
        <article
          key={orderReturn._id}
          className="return-steps__return"
          aria-label={`Return ${orderReturn._id}`}
        >
          <p>
            {orderReturn.lines.map((line) => `${titleOf(line.productId)} × ${line.qty}`).join(', ')} —{' '}
            {RETURN_REASONS[orderReturn.reason]}
          </p>
          <ol className="order-timeline">
            {orderReturn.steps.map((step) => (
              <li key={`${step.state}-${step.at}`} className="order-timeline__step">
                <span className="order-timeline__status">{RETURN_STATE_LABELS[step.state]}</span>{' '}
                <time dateTime={step.at}>{formatIndiaTime(step.at)}</time>
                {step.note && <p className="order-timeline__note">{step.note}</p>}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
