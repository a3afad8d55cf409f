import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/kernel/hooks';
import { formatRupees } from '@/shared/format-rupees';
import { amountSaved } from '@/shared/order-totals';
import { selectCartItems, selectCartTotals } from '../cart-slice';
import './order-summary.css';
import { useLocale } from '@/shared/i18n/language-context';
import { productTitleIn } from '@/shared/i18n/product-texts';

/** Spec §2 order summary, from the cart's own totals; `children` is the action (Checkout, Place Order). */
export function OrderSummary({ children }: { children?: ReactNode }) {
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const headingId = useId();
  const pairs = items.reduce((sum, item) => sum + item.qty, 0);
  const intl = useIntl();
  const locale = useLocale();

  return (
    <section className="order-summary card" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__title">
        <FormattedMessage id="summary.title" />
      </h2>
      <p className="order-summary__count">
        <FormattedMessage id="summary.count" values={{ count: pairs }} />
      </p>
      <ul className="order-summary__lines" aria-label={intl.formatMessage({ id: 'summary.items' })}>
        {items.map((item) => (
          <li key={item._id}>
            <span>
              <FormattedMessage
                id="summary.line"
                values={{ title: productTitleIn(item, locale), qty: item.qty }}
              />
            </span>
            <span>{formatRupees(item.price * item.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>
            <FormattedMessage id="summary.subTotal" />
          </dt>
          <dd>{formatRupees(totals.subTotal)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="summary.delivery" />
          </dt>
          <dd>{formatRupees(totals.delivery)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="summary.discount" />
          </dt>
          <dd>
            <FormattedMessage
              id="summary.discountAmount"
              values={{ amount: formatRupees(totals.discount) }}
            />
          </dd>
        </div>
        <div className="order-summary__grand">
          <dt>
            <FormattedMessage id="summary.grandTotal" />
          </dt>
          <dd>{formatRupees(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className="order-summary__saved">
        <FormattedMessage id="summary.saved" values={{ amount: formatRupees(amountSaved(totals)) }} />
      </p>
      {children}
    </section>
  );
}
