import type { Repositories } from '@/api/repositories';
import type { AuditEntry, StaffMember } from '@/shared/staff';

/** What a staff action did: its name, what it was done to, and the part that changed. */
export interface StaffAction {
  /** e.g. `order.transition`, `product.update`, `stock.adjust`, `staff.add`. */
  action: string;
  /** The id of what it was done to (an order's, a product's, a member's). */
  target: string;
  /** The part that changed as it was, null for something new. */
  before: unknown;
  /** The part that changed as it is now, null for something gone. */
  after: unknown;
}

/**
 * Writes one line of the append-only audit log: who (`staff`), when (`at`, a timestamp from the
 * backend's clock: `stampOf(backend.clock)`), what. Every staff route that changes something calls
 * it with the repositories of the transaction that makes the change, so the change and its line
 * are saved together or not at all.
 */
export function recordStaffAction(
  repos: Repositories,
  staff: Pick<StaffMember, '_id' | 'email'>,
  { action, target, before, after }: StaffAction,
  at: string,
): Promise<AuditEntry> {
  return repos.staffAudit.append({
    staffId: staff._id,
    staffEmail: staff.email,
    at,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
  });
}
