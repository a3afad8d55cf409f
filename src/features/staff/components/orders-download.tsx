import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api-error';
import { listQuery } from '@/shared/cursor-list';
import { useDownloadMutation } from '../reports-api';
import type { StaffOrderFilters } from '../staff-api';
import { useStaffMember } from '../use-staff-session';

/** "Download CSV" of the orders the list's filters select (owners: the export holds money figures). */
export function OrdersDownload({ filters }: { filters: StaffOrderFilters }) {
  const member = useStaffMember();
  const [download, { isLoading }] = useDownloadMutation();
  const [news, setNews] = useState('');
  if (member?.role !== 'owner') return null;
  const save = () => {
    setNews('');
    const path = `/staff/exports/orders.csv${listQuery({ ...filters }, null)}`;
    download({ path, filename: 'orders.csv' })
      .unwrap()
      .then((done) => setNews(`Downloaded ${done.filename}.`))
      .catch((failure: unknown) => setNews(apiErrorMessage(failure)));
  };
  return (
    <div className="staff-downloads">
      <button type="button" className="btn btn--ghost" disabled={isLoading} onClick={save}>
        Download CSV
      </button>
      <span role="status" aria-live="polite">
        {news}
      </span>
    </div>
  );
}
