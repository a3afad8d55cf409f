import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderAfterSales } from '@/shared/orders';
import type { Order } from '@/shared/types';
import { useOrderWords } from '../use-order-words';

/** The space between a step's state and its date (a space in JSX would read as literal text). */
const WORD_GAP = ' ';

/** Each return of the order: its pairs, why, and every step with its date; nothing when it has none. */
export function ReturnSteps({ order, afterSales }: { order: Order; afterSales: OrderAfterSales }) {
  const intl = useIntl();
  const { time } = useOrderWords();
  if (afterSales.returns.length === 0) return null;
  const titleOf = (productId: string) =>
    order.items.find((item) => item._id === productId)?.title ?? productId;
  return (
    <section className="return-steps" aria-labelledby="return-steps-heading">
      <h2 id="return-steps-heading" className="order-details__heading">
        <FormattedMessage id="afterSale.returns" />
      </h2>
      {afterSales.returns.map((orderReturn) => (
        <article
          key={orderReturn._id}
          className="return-steps__return"
          aria-label={intl.formatMessage({ id: 'afterSale.returnName' }, { id: orderReturn._id })}
        >
          <p>
            <FormattedMessage
              id="afterSale.returnSummary"
              values={{
                lines: orderReturn.lines.map((line) => `${titleOf(line.productId)} × ${line.qty}`).join(', '),
                reason: intl.formatMessage({ id: `afterSale.returnReason.${orderReturn.reason}` }),
              }}
            />
          </p>
          <ol className="order-timeline">
            {orderReturn.steps.map((step) => (
              <li key={`${step.state}-${step.at}`} className="order-timeline__step">
                <span className="order-timeline__status">
                  <FormattedMessage id={`afterSale.returnState.${step.state}`} />
                </span>
                {WORD_GAP}
                <time dateTime={step.at}>{time(step.at)}</time>
                {step.note && <p className="order-timeline__note">{step.note}</p>}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
