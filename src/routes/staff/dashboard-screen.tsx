import { useSearchParams } from 'react-router-dom';
import { Dashboard } from '@/features/dashboard';
import { useStaffMember } from '@/features/staff';
import { PageTitle } from '@/shared/components/page-title';
import './dashboard.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /staff: the console's home; the owner's chosen month lives in the URL (`?month=`), so Back works. */
export function StaffHomeScreen() {
  const member = useStaffMember();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  return (
    <>
      <PageTitle>Home</PageTitle>
      <Dashboard
        owner={member?.role === 'owner'}
        month={MONTH.test(asked) ? asked : ''}
        onMonthChange={(month) => setSearch(month ? { month } : {})}
      />
    </>
  );
}
