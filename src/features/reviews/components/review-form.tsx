import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '@/shared/constants';
import { useForm } from '@/shared/hooks/use-form';
import { reviewMessages } from '@/shared/messages';
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

interface ReviewFormProps {
  productId: string;
  /** The shopper's review, which the form replaces; null writes a first one. */
  yourReview: Review | null;
  onDone: () => void;
}

/** Rating, title and text, checked by the same rules as the server's before anything is sent. */
export function ReviewForm({ productId, yourReview, onDone }: ReviewFormProps) {
  const [saveReview] = useSaveReviewMutation();
  const form = useForm<ReviewFormValues>({
    initialValues: {
      rating: yourReview ? String(yourReview.rating) : '',
      title: yourReview?.title ?? '',
      text: yourReview?.text ?? '',
    },
    validate: (values) => validateReview(asInput(values)).errors ?? {},
    send: async (values) => {
      const { review } = validateReview(asInput(values));
      if (!review) return;
      await saveReview({ productId, review }).unwrap();
      notify.success(reviewMessages.saved);
      onDone();
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form
      {...form.form}
      className="review-form"
      aria-label={yourReview ? reviewMessages.edit : reviewMessages.write}
    >
      <FormField label="Rating" error={form.errors.rating}>
        {(control) => (
          <select {...control} {...form.control('rating')}>
            <option value="">Choose a rating</option>
            {REVIEW_RATINGS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars === 1 ? '1 star' : `${stars} stars`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Title" maxLength={MAX_REVIEW_TITLE_LENGTH} {...form.field('title')} />
      <FormField label="Review" error={form.errors.text}>
        {(control) => (
          <textarea {...control} {...form.control('text')} rows={5} maxLength={MAX_REVIEW_TEXT_LENGTH} />
        )}
      </FormField>
      <FormAlert message={form.alert} />
      <div className="review-form__actions">
        <button type="submit" className="btn" disabled={form.submitting}>
          {reviewMessages.submit}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {reviewMessages.cancel}
        </button>
      </div>
    </form>
  );
}
