import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectSelectedAddress } from '@/features/addresses';
import { OrderSummary, useCart } from '@/features/cart';
import { DeliveryEstimate } from '@/features/delivery';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { CartLineCard } from './cart/cart-line-card';
import { usePageLoader } from './components/use-page-loader';
import './cart.css';
import { paths } from '@/shared/paths';
import { useLocale } from '@/shared/i18n/language-context';
import { productTitleIn } from '@/shared/i18n/product-texts';

function EmptyCart() {
  const intl = useIntl();
  return (
    <div className="empty-state">
      <img
        src="/images/empty-cart.svg"
        alt={intl.formatMessage({ id: 'cart.emptyAlt' })}
        width="320"
        height="240"
      />
      <h2 className="cart-page__empty-title">
        <FormattedMessage id="cart.empty" />
      </h2>
      <Link to={paths.productList} className="btn">
        <FormattedMessage id="cart.shop" />
      </Link>
    </div>
  );
}

/** Spec §2 cart: a second's spinner, then the lines and the order summary, or the empty cart. */
export function CartScreen() {
  const intl = useIntl();
  // The layout keeps the cart loaded; this only tells whether the first answer has arrived.
  const { items, isLoading } = useCart();
  const waiting = usePageLoader();
  const address = useAppSelector(selectSelectedAddress);
  const locale = useLocale();

  let content;
  if (waiting || isLoading) content = <Spinner label={intl.formatMessage({ id: 'cart.loading' })} page />;
  else if (items.length === 0) content = <EmptyCart />;
  else {
    const unavailable = items.filter((item) => item.unavailable).map((item) => productTitleIn(item, locale));
    content = (
      <div className="cart-page">
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="visually-hidden">
            <FormattedMessage id="cart.lines" />
          </h2>
          <ul className="cart-page__lines">
            {items.map((item) => (
              <CartLineCard key={item._id} item={item} />
            ))}
          </ul>
        </section>
        <OrderSummary>
          <DeliveryEstimate addressPincode={address?.pincode} />
          {unavailable.length > 0 ? (
            // No checkout while a line cannot be ordered: the shopper removes it first.
            <p className="cart-page__blocked" role="status">
              <FormattedMessage
                id="cart.unavailable"
                values={{ count: unavailable.length, titles: unavailable.join(', ') }}
              />
            </p>
          ) : (
            <Link to={paths.checkout} className="btn btn--accent btn--block">
              <FormattedMessage id="cart.checkout" />
            </Link>
          )}
        </OrderSummary>
      </div>
    );
  }

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'cart.title' })}</PageTitle>
      {content}
    </>
  );
}
