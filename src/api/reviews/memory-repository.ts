import { asAsync } from '@/api/memory-async';
import type { ReviewRecord, ReviewRepository, ReviewWrite } from './repository';
import { db, lineKey } from '@/api/memory-db';

type ReviewRow = NonNullable<ReturnType<typeof db.review.findFirst>>;

function toRecord(row: ReviewRow): ReviewRecord {
  const user = db.user.findFirst({ where: { _id: { equals: row.userId } } });
  return {
    _id: row._id,
    userId: row.userId,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Most recently written first. */
export function reviewsOfProduct(productId: string): ReviewRecord[] {
  return db.review
    .findMany({ where: { productId: { equals: productId } } })
    .sort((a, b) => b.seq - a.seq)
    .map(toRecord);
}

export function findReview(userId: string, productId: string): ReviewRecord | null {
  const row = db.review.findFirst({ where: { key: { equals: lineKey(userId, productId) } } });
  return row ? toRecord(row) : null;
}

const writesOf = (userId: string) => db.reviewWrite.findMany({ where: { userId: { equals: userId } } });

/** The shopper's review writes at or after `since`. */
export function reviewWritesSince(userId: string, since: string): number {
  return writesOf(userId).filter((write) => write.writtenAt >= since).length;
}

/**
 * Creates or replaces the review and logs the write, dropping the shopper's writes from before
 * `since` (nothing counts them any more); the caller has checked the cap.
 */
export function saveReview({ userId, productId, review, at, since }: ReviewWrite): {
  review: ReviewRecord;
  created: boolean;
} {
  const key = lineKey(userId, productId);
  const seq = Math.max(0, ...db.review.getAll().map((row) => row.seq)) + 1;
  const existing = db.review.findFirst({ where: { key: { equals: key } } });
  const row = existing
    ? db.review.update({ where: { key: { equals: key } }, data: { ...review, updatedAt: at, seq } })
    : db.review.create({
        key,
        _id: crypto.randomUUID(),
        userId,
        productId,
        ...review,
        createdAt: at,
        updatedAt: at,
        seq,
      });
  if (!row) throw new Error('a review vanished while it was replaced');
  for (const write of writesOf(userId).filter((old) => old.writtenAt < since)) {
    db.reviewWrite.delete({ where: { _id: { equals: write._id } } });
  }
  db.reviewWrite.create({ _id: crypto.randomUUID(), userId, writtenAt: at });
  return { review: toRecord(row), created: !existing };
}

/** Reviews over @mswjs/data: the cap's count and the write are one synchronous step. */
export const memoryReviewRepository = asAsync<ReviewRepository>({
  ofProduct: (productId) => reviewsOfProduct(productId),
  find: (userId, productId) => findReview(userId, productId),
  save: (write) =>
    reviewWritesSince(write.userId, write.since) >= write.maxWrites ? null : saveReview(write),
});
