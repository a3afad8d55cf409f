import { useIntl, type IntlShape } from 'react-intl';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '@/shared/constants';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import type { MessageId } from '@/shared/i18n/message-id';
import { notify } from '@/shared/notify';
import { REVIEW_RATINGS, validateReview } from '@/shared/review-validation';
import type { Review } from '@/shared/types';
import { useSaveReviewMutation } from '../reviews-api';

interface ReviewFormValues {
  rating: string;
  title: string;
  text: string;
}

const asInput = ({ rating, title, text }: ReviewFormValues) => ({
  rating: rating === '' ? undefined : Number(rating),
  title,
  text,
});

const REQUIRED = {
  rating: 'product.ratingRequired',
  title: 'product.reviewTitleRequired',
  text: 'product.reviewTextRequired',
} as const;

/**
 * The server's rules (validateReview), a missing field said in the page's language. The rest
 * (too long, control characters) the form's own limits keep from happening: said as the rules say it.
 */
function reviewErrors(intl: IntlShape, values: ReviewFormValues): FieldErrors<ReviewFormValues> {
  const errors: FieldErrors<ReviewFormValues> = { ...validateReview(asInput(values)).errors };
  for (const field of Object.keys(REQUIRED) as (keyof ReviewFormValues)[]) {
    if (errors[field] && !values[field].trim()) errors[field] = intl.formatMessage({ id: REQUIRED[field] });
  }
  return errors;
}

interface ReviewFormProps {
  productId: string;
  /** The shopper's review, which the form replaces; null writes a first one. */
  yourReview: Review | null;
  onDone: () => void;
}

/** Rating, title and text, checked by the same rules as the server's before anything is sent. */
export function ReviewForm({ productId, yourReview, onDone }: ReviewFormProps) {
  const [saveReview] = useSaveReviewMutation();
  const intl = useIntl();
  const words = (id: MessageId) => intl.formatMessage({ id });
  const form = useForm<ReviewFormValues>({
    initialValues: {
      rating: yourReview ? String(yourReview.rating) : '',
      title: yourReview?.title ?? '',
      text: yourReview?.text ?? '',
    },
    validate: (values) => reviewErrors(intl, values),
    send: async (values) => {
      const { review } = validateReview(asInput(values));
      if (!review) return;
      await saveReview({ productId, review }).unwrap();
      notify.success(words('product.reviewSaved'));
      onDone();
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form
      {...form.form}
      className="review-form"
      aria-label={words(yourReview ? 'product.editReview' : 'product.writeReview')}
    >
      <FormField label={words('product.rating')} error={form.errors.rating}>
        {(control) => (
          <select {...control} {...form.control('rating')}>
            <option value="">{words('product.chooseRating')}</option>
            {REVIEW_RATINGS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {intl.formatMessage({ id: 'product.stars' }, { stars })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={words('product.reviewTitle')}
        maxLength={MAX_REVIEW_TITLE_LENGTH}
        {...form.field('title')}
      />
      <FormField label={words('product.reviewText')} error={form.errors.text}>
        {(control) => (
          <textarea {...control} {...form.control('text')} rows={5} maxLength={MAX_REVIEW_TEXT_LENGTH} />
        )}
      </FormField>
      <FormAlert message={form.alert} />
      <div className="review-form__actions">
        <button type="submit" className="btn" disabled={form.submitting}>
          {words('product.submitReview')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {words('product.cancelReview')}
        </button>
      </div>
    </form>
  );
}
