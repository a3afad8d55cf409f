import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/kernel/hooks';
import { selectSessionKey } from '@/kernel/session';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import type { CatalogueProduct, ProductReviews as Reviews } from '@/shared/types';
import { useGetReviewsQuery } from '../reviews-api';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { StarRating } from './star-rating';
import './product-reviews.css';
import { paths } from '@/shared/paths';

const HEADING_ID = 'product-reviews-heading';

function Summary({ average, count }: Pick<Reviews, 'average' | 'count'>) {
  const intl = useIntl();
  if (average === null) {
    return (
      <p className="product-reviews__summary">
        <FormattedMessage id="product.noReviews" />
      </p>
    );
  }
  return (
    <p className="product-reviews__summary">
      <StarRating rating={average} label={intl.formatMessage({ id: 'product.averageRating' }, { average })} />
      <span aria-hidden="true">
        <FormattedMessage id="product.outOfFive" values={{ average }} />
      </span>
      <span>
        <FormattedMessage id="product.reviewCount" values={{ count }} />
      </span>
    </p>
  );
}

/** Who may write: a visitor is asked to log in, a shopper who has not bought it is told why not. */
function WriteReview({ productId, reviews }: { productId: string; reviews: Reviews }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  if (reviews.canReview === undefined) {
    return (
      <p>
        <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
          <FormattedMessage id="product.loginToReview" />
        </Link>
      </p>
    );
  }
  if (!reviews.canReview) {
    return (
      <p>
        <FormattedMessage id="product.buyToReview" />
      </p>
    );
  }
  const yourReview = reviews.yourReview ?? null;
  if (open) return <ReviewForm productId={productId} yourReview={yourReview} onDone={() => setOpen(false)} />;
  return (
    <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
      <FormattedMessage id={yourReview ? 'product.editReview' : 'product.writeReview'} />
    </button>
  );
}

/** The product page's ratings and reviews by verified buyers, and the form for one who may write. */
export function ProductReviews({ product }: { product: CatalogueProduct }) {
  const sessionKey = useAppSelector(selectSessionKey);
  const intl = useIntl();
  // Fetched on every visit: a purchase since the last one may have made the shopper a reviewer.
  const { data, error, refetch } = useGetReviewsQuery(
    { productId: product._id, sessionKey },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (data) {
    body = (
      <>
        <Summary average={data.average} count={data.count} />
        <WriteReview productId={product._id} reviews={data} />
        {data.reviews.length > 0 && <ReviewList reviews={data.reviews} />}
      </>
    );
  } else if (error) {
    body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  } else {
    body = <Spinner label={intl.formatMessage({ id: 'product.loadingReviews' })} minHeight={120} />;
  }

  return (
    <section className="product-reviews" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>
        <FormattedMessage id="product.reviews" />
      </h2>
      {body}
    </section>
  );
}
