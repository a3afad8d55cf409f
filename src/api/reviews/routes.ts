import { HttpResponse } from 'msw';
import {
  route,
  type ApiRoute,
  type RouteParams,
  type ShopperContext,
  type ViewerContext,
} from '@/api/http/route';
import { reviewMessages, serverMessages, tooManyReviewsToday } from '@/shared/messages';
import { validateReview } from '@/shared/review-validation';
import type { ProductReviews, Review } from '@/shared/types';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound, said } from '@/api/http/http-error';
import { shopperRefusals as refusals } from '@/api/words';
import { MAX_REVIEW_WRITES_PER_DAY, REVIEW_WRITE_WINDOW_MS } from '@/api/limits/limits';
import { spend } from '@/api/limits/rate-limits';
import type { ReviewRecord } from '@/api/reviews/repository';
import { asObject } from '@/api/http/validate';

/** What others see of a reviewer: the first name and the last name's initial ("Priya S."). */
function authorName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('en-IN')}.` : firstName.trim();
}

function toReview(
  { userId: _userId, firstName, lastName, ...review }: ReviewRecord,
  verifiedBuyer: boolean,
): Review {
  return { ...review, author: authorName(firstName, lastName), verifiedBuyer };
}

function summary(records: readonly ReviewRecord[]): Pick<ProductReviews, 'average' | 'count'> {
  const count = records.length;
  const total = records.reduce((sum, record) => sum + record.rating, 0);
  return { average: count === 0 ? null : Math.round((total / count) * 10) / 10, count };
}

type ProductParams = RouteParams<'/api/products/:productId/reviews'>;

async function productMustExist(backend: Backend, productId: string) {
  const product = await backend.repos.catalogue.product(productId);
  if (!product) throw notFound(said(refusals.noSuchSneaker, productId));
}

/** Open; with a valid token it also says whether this shopper may review, and their review. */
async function productReviews(
  backend: Backend,
  { params, viewer }: ViewerContext<ProductParams>,
): Promise<Response> {
  const { repos } = backend;
  await productMustExist(backend, params.productId);
  const records = await repos.reviews.ofProduct(params.productId);
  // Asked now, by today's rule: a review written when a COD order alone counted shows unverified.
  const buyers = new Set(
    await repos.orders.buyersOf(
      params.productId,
      records.map((record) => record.userId),
    ),
  );
  const shown = (record: ReviewRecord) => toReview(record, buyers.has(record.userId));
  const answer: ProductReviews = { reviews: records.map(shown), ...summary(records) };
  if (viewer) {
    const own = records.find((record) => record.userId === viewer._id);
    answer.canReview = own
      ? buyers.has(viewer._id)
      : await repos.orders.hasBought(viewer._id, params.productId);
    answer.yourReview = own ? shown(own) : null;
  }
  return HttpResponse.json(answer);
}

/**
 * Creates (201) or replaces (200) the shopper's one review; only a verified buyer may
 * (`OrderRepository.hasBought`: paid online, and a Cash on Delivery order once delivered).
 */
async function saveReview(
  backend: Backend,
  { user, params, body, client }: ShopperContext<ProductParams>,
): Promise<Response> {
  const { repos } = backend;
  await productMustExist(backend, params.productId);
  const checked = validateReview(asObject(body));
  if (checked.errors) throw badRequest(Object.values(checked.errors).join(' '), checked.errors);
  // Every well-formed attempt counts, a refused one too; the daily cap below counts writes.
  await spend(
    backend.limiters,
    [
      ['reviewsPerAccount', user._id],
      ['reviewsPerAddress', client],
    ],
    serverMessages.tooManyReviews,
  );
  if (!(await repos.orders.hasBought(user._id, params.productId))) {
    throw new HttpError(403, reviewMessages.notBought);
  }
  const saved = await repos.reviews.save({
    userId: user._id,
    productId: params.productId,
    review: checked.review,
    at: stampOf(backend.clock),
    since: stampOf(backend.clock, -REVIEW_WRITE_WINDOW_MS),
    maxWrites: MAX_REVIEW_WRITES_PER_DAY,
  });
  if (!saved) throw new HttpError(429, tooManyReviewsToday(MAX_REVIEW_WRITES_PER_DAY));
  // Only a verified buyer gets this far.
  return HttpResponse.json({ review: toReview(saved.review, true) }, { status: saved.created ? 201 : 200 });
}

export function reviewRoutes(backend: Backend): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/products/:productId/reviews',
      access: 'viewer',
      answer: (context) => productReviews(backend, context),
    }),
    route({
      method: 'PUT',
      path: '/api/products/:productId/reviews',
      access: 'shopper',
      answer: (context) => saveReview(backend, context),
    }),
  ];
}
