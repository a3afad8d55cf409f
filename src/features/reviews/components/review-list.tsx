import { FormattedMessage, useIntl } from 'react-intl';
import { formatIndiaDate } from '@/shared/format-india-time';
import { useLocale } from '@/shared/i18n/language-context';
import type { Review } from '@/shared/types';
import { StarRating } from './star-rating';

/**
 * Newest first, as the server answers. Title and text are React text: markup shows as typed.
 * "Verified buyer" marks the reviews whose writer has bought the sneaker by today's rule (paid
 * online); one written under an older rule (a Cash on Delivery order alone) goes without it.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ul className="review-list" aria-label={intl.formatMessage({ id: 'product.reviewList' })}>
      {reviews.map((review) => (
        <li key={review._id}>
          <article className="review" aria-labelledby={`review-${review._id}`}>
            <StarRating
              rating={review.rating}
              label={intl.formatMessage({ id: 'product.ratedStars' }, { rating: review.rating })}
            />
            <h3 id={`review-${review._id}`} className="review__title">
              {review.title}
            </h3>
            <p className="review__byline">
              {review.verifiedBuyer && (
                <span className="review__verified">
                  <FormattedMessage id="product.verifiedBuyer" />
                </span>
              )}
              <span>{review.author}</span>
              <time dateTime={review.updatedAt}>{formatIndiaDate(review.updatedAt, locale)}</time>
            </p>
            <p className="review__text">{review.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
