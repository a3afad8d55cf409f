import type { Complaint, ComplaintPage, ComplaintStatus } from '@/shared/complaints';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { ComplaintMove, ComplaintRepository } from './repository';

type ComplaintRow = ReturnType<typeof db.complaint.getAll>[number];

function complaintOf({ phone, orderId, status, ...row }: ComplaintRow): Complaint {
  return {
    ...row,
    ...(phone ? { phone } : {}),
    ...(orderId ? { orderId } : {}),
    status: status as ComplaintStatus,
  };
}

function insertComplaint(complaint: Complaint): boolean {
  if (db.complaint.findFirst({ where: { ticket: { equals: complaint.ticket } } })) return false;
  db.complaint.create({ ...complaint, phone: complaint.phone ?? '', orderId: complaint.orderId ?? '' });
  return true;
}

const newestFirst = (a: Complaint, b: Complaint) =>
  b.createdAt.localeCompare(a.createdAt) || b.ticket.localeCompare(a.ticket);

function complaintPage(status: ComplaintStatus | null, after: string | null, limit: number): ComplaintPage {
  const rows = status
    ? db.complaint.findMany({ where: { status: { equals: status } } })
    : db.complaint.getAll();
  const sorted = rows.map(complaintOf).sort(newestFirst);
  const row = after === null ? null : db.complaint.findFirst({ where: { ticket: { equals: after } } });
  if (after !== null && !row) return { complaints: [], next: null };
  const cursor = row && complaintOf(row);
  const older = cursor ? sorted.filter((complaint) => newestFirst(cursor, complaint) < 0) : sorted;
  const complaints = older.slice(0, limit);
  return { complaints, next: older.length > limit ? (complaints.at(-1)?.ticket ?? null) : null };
}

function moveComplaint(
  ticket: string,
  to: ComplaintStatus,
  from: readonly ComplaintStatus[],
): ComplaintMove | null {
  const where = { ticket: { equals: ticket } };
  const row = db.complaint.findFirst({ where });
  if (!row) return null;
  const before = row.status as ComplaintStatus;
  if (!from.includes(before)) return { refused: before };
  const moved = db.complaint.update({ where, data: { status: to } });
  return moved ? { complaint: complaintOf(moved), before } : null;
}

/** Complaints over @mswjs/data. */
export const memoryComplaintRepository = asAsync<ComplaintRepository>({
  insert: insertComplaint,
  page: complaintPage,
  move: moveComplaint,
});
