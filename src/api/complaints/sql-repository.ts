import type { Complaint, ComplaintStatus } from '@/shared/complaints';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { ComplaintMove, ComplaintRepository } from './repository';

/** Table: complaints (src/api/sql-migrations/). NULL phone and order id are left out. */
const columns = (table: string) => `${table}.ticket, ${table}.name, ${table}.email, ${table}.phone,
  ${table}.order_id AS "orderId", ${table}.subject, ${table}.message,
  ${ts(`${table}.created_at`)} AS "createdAt", ${ts(`${table}.acknowledge_by`)} AS "acknowledgeBy",
  ${table}.status`;

type ComplaintRow = Omit<Complaint, 'phone' | 'orderId'> & { phone: string | null; orderId: string | null };

const complaintOf = ({ phone, orderId, ...row }: ComplaintRow): Complaint => ({
  ...row,
  ...(phone ? { phone } : {}),
  ...(orderId ? { orderId } : {}),
});

export function sqlComplaintRepository(db: SqlClient): ComplaintRepository {
  return {
    insert: async (complaint) => {
      const row = await firstRow(
        db,
        `INSERT INTO complaints
           (ticket, name, email, phone, order_id, subject, message, created_at, acknowledge_by, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10)
         ON CONFLICT (ticket) DO NOTHING RETURNING ticket`,
        [
          complaint.ticket,
          complaint.name,
          complaint.email,
          complaint.phone ?? null,
          complaint.orderId ?? null,
          complaint.subject,
          complaint.message,
          complaint.createdAt,
          complaint.acknowledgeBy,
          complaint.status,
        ],
      );
      return row !== null;
    },
    page: async (status, after, limit) => {
      // One row more than the page says whether another follows.
      const rows = await db.query<ComplaintRow>(
        `SELECT ${columns('complaints')} FROM complaints
         WHERE ($1::text IS NULL OR status = $1)
           AND ($2::text IS NULL OR (created_at, ticket) <
             (SELECT was.created_at, was.ticket FROM complaints was WHERE was.ticket = $2))
         ORDER BY created_at DESC, ticket DESC LIMIT $3`,
        [status, after, limit + 1],
      );
      const complaints = rows.slice(0, limit).map(complaintOf);
      return { complaints, next: rows.length > limit ? (complaints.at(-1)?.ticket ?? null) : null };
    },
    move: async (ticket, to, from) => {
      // One statement moves it only from an allowed status, so two members pressing at once move it once.
      const moved = await firstRow<ComplaintRow & { before: ComplaintStatus }>(
        db,
        `UPDATE complaints c SET status = $2 FROM complaints was
         WHERE c.ticket = $1 AND was.ticket = c.ticket AND c.status = ANY($3::text[])
         RETURNING ${columns('c')}, was.status AS before`,
        [ticket, to, from],
      );
      if (moved) {
        const { before, ...complaint } = moved;
        return { complaint: complaintOf(complaint), before } satisfies ComplaintMove;
      }
      const current = await firstRow<{ status: ComplaintStatus }>(
        db,
        `SELECT status FROM complaints WHERE ticket = $1`,
        [ticket],
      );
      return current ? { refused: current.status } : null;
    },
  };
}
