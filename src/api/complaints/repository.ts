import type { Complaint, ComplaintPage, ComplaintStatus } from '@/shared/complaints';

/** A status change: the complaint after it, or the status it had when the move was refused. */
export type ComplaintMove = { complaint: Complaint; before: ComplaintStatus } | { refused: ComplaintStatus };

export interface ComplaintRepository {
  /** False when the ticket is taken already (the caller draws another). */
  insert(complaint: Complaint): Promise<boolean>;
  /**
   * Newest first (by when filed, then ticket); those in `status` only, when given; `limit` of them
   * filed before the one with ticket `after` (from the newest when null, none when no complaint
   * has it). `next` names the last when more follow.
   */
  page(status: ComplaintStatus | null, after: string | null, limit: number): Promise<ComplaintPage>;
  /**
   * Moves the complaint to `to` if its status is one of `from`, in one step (two members pressing at
   * once move it once); null when no complaint has that ticket.
   */
  move(ticket: string, to: ComplaintStatus, from: readonly ComplaintStatus[]): Promise<ComplaintMove | null>;
}
