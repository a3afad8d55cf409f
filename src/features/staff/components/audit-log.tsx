import { LoadMore } from '@/shared/components/load-more';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import type { AuditEntry } from '@/shared/staff';
import { auditChanges } from '../audit-diff';
import { useAuditInfiniteQuery } from '../staff-api';
import { formatIndiaTime } from '@/shared/format-india-time';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="staff-muted">No field changed</span>;
  return (
    <ul className="staff-changes">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field && <span className="staff-mono">{change.field}: </span>}
          <del>{change.before}</del> → <ins>{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Every staff action, newest first, a page at a time (owners only). */
export function AuditLog() {
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useAuditInfiniteQuery(undefined);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  if (isLoading) return <Spinner label="Loading the audit log" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (entries.length === 0) return <p className="empty-state">No staff action yet.</p>;
  return (
    <>
      <StaffTable
        caption="Staff actions, newest first"
        columns={['When', 'Who', 'What', 'On', 'Before → after']}
      >
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td>
              <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
            </td>
            <td>{entry.staffEmail}</td>
            <th scope="row" className="staff-mono">
              {entry.action}
            </th>
            <td className="staff-mono">{entry.target}</td>
            <td>
              <Changes entry={entry} />
            </td>
          </tr>
        ))}
      </StaffTable>
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={fetchNextPage} />
    </>
  );
}
