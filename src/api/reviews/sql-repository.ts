import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { ReviewRecord, ReviewRepository, ReviewWrite } from './repository';

/** Tables: reviews, review_writes (src/api/sql-migrations/). */
const REVIEW = `r._id, r.user_id AS "userId", r.product_id AS "productId", r.rating, r.title, r."text",
  u.first_name AS "firstName", u.last_name AS "lastName", ${ts('r.created_at')} AS "createdAt",
  ${ts('r.updated_at')} AS "updatedAt"`;

const FROM_REVIEWS = `FROM reviews r JOIN users u ON u._id = r.user_id`;

/** One write: the cap checked, the review created or replaced, the write counted; null when capped. */
async function save(tx: SqlClient, { userId, productId, review, at, since, maxWrites }: ReviewWrite) {
  // One shopper's review writes run one at a time, so two at once cannot both pass the cap.
  await tx.query(`SELECT 1 FROM users WHERE _id = $1 FOR UPDATE`, [userId]);
  const writes = await firstRow<{ count: number }>(
    tx,
    `SELECT count(*)::int AS count FROM review_writes WHERE user_id = $1 AND written_at >= $2::timestamptz`,
    [userId, since],
  );
  if ((writes?.count ?? 0) >= maxWrites) return null;
  // xmax = 0 only for a row this statement inserted: created, not replaced.
  const saved = await firstRow<{ _id: string; created: boolean }>(
    tx,
    `INSERT INTO reviews (_id, user_id, product_id, rating, title, "text", created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)
     ON CONFLICT (user_id, product_id) DO UPDATE SET rating = EXCLUDED.rating,
       title = EXCLUDED.title, "text" = EXCLUDED."text", updated_at = EXCLUDED.updated_at,
       seq = nextval('review_write_order')
     RETURNING _id, (xmax = 0) AS created`,
    [crypto.randomUUID(), userId, productId, review.rating, review.title, review.text, at],
  );
  await tx.query(`DELETE FROM review_writes WHERE user_id = $1 AND written_at < $2::timestamptz`, [
    userId,
    since,
  ]);
  await tx.query(`INSERT INTO review_writes (user_id, written_at) VALUES ($1, $2::timestamptz)`, [
    userId,
    at,
  ]);
  const record = await firstRow<ReviewRecord>(tx, `SELECT ${REVIEW} ${FROM_REVIEWS} WHERE r._id = $1`, [
    saved?._id ?? '',
  ]);
  if (!record) throw new Error('INSERT … RETURNING gave no review');
  return { review: record, created: saved?.created === true };
}

export function sqlReviewRepository(db: SqlClient): ReviewRepository {
  return {
    ofProduct: (productId) =>
      db.query<ReviewRecord>(`SELECT ${REVIEW} ${FROM_REVIEWS} WHERE r.product_id = $1 ORDER BY r.seq DESC`, [
        productId,
      ]),
    find: (userId, productId) =>
      firstRow<ReviewRecord>(
        db,
        `SELECT ${REVIEW} ${FROM_REVIEWS} WHERE r.user_id = $1 AND r.product_id = $2`,
        [userId, productId],
      ),
    save: (write) => db.transaction((tx) => save(tx, write)),
  };
}
