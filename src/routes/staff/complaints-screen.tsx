import { useSearchParams } from 'react-router-dom';
import { ComplaintQueue, type ComplaintFilter } from '@/features/legal';
import { COMPLAINT_STATUSES } from '@/shared/complaints';
import { PageTitle } from '@/shared/components/page-title';

/** /staff/complaints: the grievance officer's queue; the filter lives in the URL, so Back works. */
export function StaffComplaintsScreen() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const filter: ComplaintFilter = COMPLAINT_STATUSES.find((status) => status === asked) ?? '';
  return (
    <>
      <PageTitle>Complaints</PageTitle>
      <ComplaintQueue filter={filter} onFilterChange={(next) => setSearch(next ? { status: next } : {})} />
    </>
  );
}
