import { listQuery } from '@/shared/cursor-list';
import type { StaffOrderFilters } from '../staff-api';
import { useDownload } from '../use-download';
import { useStaffMember } from '../use-staff-session';

/** "Download CSV" of the orders the list's filters select (owners: the export holds money figures). */
export function OrdersDownload({ filters }: { filters: StaffOrderFilters }) {
  const member = useStaffMember();
  const { save: download, news, busy } = useDownload();
  if (member?.role !== 'owner') return null;
  const save = () => download(`/staff/exports/orders.csv${listQuery({ ...filters }, null)}`, 'orders.csv');
  return (
    <div className="staff-downloads">
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={save}>
        Download CSV
      </button>
      <span role="status" aria-live="polite">
        {news}
      </span>
    </div>
  );
}
