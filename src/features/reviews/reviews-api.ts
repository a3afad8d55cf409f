import { baseApi } from '@/kernel/api';
import type { ProductReviews, Review, ReviewInput } from '@/shared/types';

/** The argument of `getReviews`: the answer says more to a shopper, so each session gets its own entry. */
export interface ReviewsArg {
  productId: string;
  /** `selectSessionKey`: the account's email, or null for a visitor. */
  sessionKey: string | null;
}

const reviewsUrl = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getReviews: builder.query<ProductReviews, ReviewsArg>({
      query: ({ productId }) => reviewsUrl(productId),
      providesTags: (_answer, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    /** Creates or replaces the shopper's review; the product's reviews are fetched again after. */
    saveReview: builder.mutation<Review, { productId: string; review: ReviewInput }>({
      query: ({ productId, review }) => ({ url: reviewsUrl(productId), method: 'PUT', body: review }),
      transformResponse: (answer: { review: Review }) => answer.review,
      invalidatesTags: (_answer, error, { productId }) => (error ? [] : [{ type: 'Review', id: productId }]),
    }),
  }),
});

export const { useGetReviewsQuery, useSaveReviewMutation } = reviewsApi;
