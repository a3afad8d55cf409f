import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProductGrid } from '@/features/catalogue';
import { useWishlist } from '@/features/wishlist';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { cardPriority } from './components/card-priority';
import { ProductCard } from './components/product-card';
import { usePageLoader } from './components/use-page-loader';
import './wishlist.css';
import { paths } from '@/shared/paths';

/** Cards in the first row load their art at once. */
const EAGER_CARDS = 4;

function EmptyWishlist() {
  const intl = useIntl();
  return (
    <div className="empty-state">
      <img
        src="/images/empty-wishlist.svg"
        alt={intl.formatMessage({ id: 'wishlist.emptyAlt' })}
        width="320"
        height="240"
      />
      <h2 className="wishlist-page__empty-title">
        <FormattedMessage id="wishlist.emptyTitle" />
      </h2>
      <p>
        <FormattedMessage id="wishlist.emptyText" />
      </p>
      <Link to={paths.productList} className="btn">
        <FormattedMessage id="wishlist.shop" />
      </Link>
    </div>
  );
}

/** Spec §2 wishlist: a second's loader, then the 'Wishlist Sneakers' grid or the empty message. */
export function WishlistScreen() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'wishlist.heading' });
  const { items, isLoading } = useWishlist();
  const waiting = usePageLoader();

  let content;
  if (waiting || isLoading) content = <Spinner label={intl.formatMessage({ id: 'wishlist.loading' })} page />;
  else if (items.length === 0) content = <EmptyWishlist />;
  else {
    content = (
      <section aria-labelledby="wishlist-heading">
        <h2 id="wishlist-heading" className="wishlist-page__heading">
          {heading}
        </h2>
        <ProductGrid
          products={items}
          label={heading}
          renderProduct={(product, index) => (
            <ProductCard product={product} variant="list" priority={cardPriority(index, EAGER_CARDS)} />
          )}
        />
      </section>
    );
  }

  return (
    <>
      <PageTitle visuallyHidden>{intl.formatMessage({ id: 'wishlist.title' })}</PageTitle>
      {content}
    </>
  );
}
