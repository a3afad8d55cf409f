import { useState } from 'react';
import { LoadFailed } from '@/shared/components/load-failed';
import { LoadMore } from '@/shared/components/load-more';
import { RowAction } from '@/shared/components/row-action';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { apiErrorMessage } from '@/shared/api-error';
import {
  complaintMachine,
  COMPLAINT_STATUSES,
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type ComplaintStatusInput,
} from '@/shared/complaints';
import { formatIndiaTime } from '@/shared/format-india-time';
import {
  useMoveComplaintMutation,
  useStaffComplaintsInfiniteQuery,
  type ComplaintFilter,
} from '../legal-api';

const MOVE_LABELS: Record<ComplaintStatusInput['status'], string> = {
  acknowledged: 'Acknowledge',
  resolved: 'Resolve',
};

function Moves({ complaint, onRefused }: { complaint: Complaint; onRefused: (message: string) => void }) {
  const [move, { isLoading }] = useMoveComplaintMutation();
  const moves = complaintMachine
    .movesFrom(complaint.status, 'staff')
    .filter((to): to is ComplaintStatusInput['status'] => to !== 'open');
  if (moves.length === 0) return <span className="staff-muted">Nothing to do</span>;
  return (
    <div className="staff-moves__buttons">
      {moves.map((status) => (
        <RowAction
          key={status}
          label={`${MOVE_LABELS[status]} ${complaint.ticket}`}
          busy={isLoading}
          onClick={() => {
            move({ ticket: complaint.ticket, status })
              .unwrap()
              .catch((error: unknown) => onRefused(apiErrorMessage(error)));
          }}
        >
          {MOVE_LABELS[status]}
        </RowAction>
      ))}
    </div>
  );
}

function ComplaintTable({
  complaints,
  onRefused,
}: {
  complaints: readonly Complaint[];
  onRefused: (message: string) => void;
}) {
  return (
    <StaffTable
      caption="Complaints, newest first"
      columns={['Ticket', 'From', 'Subject', 'Acknowledge by', 'Status', 'Actions']}
    >
      {complaints.map((complaint) => (
        <tr key={complaint.ticket}>
          <th scope="row" className="staff-mono">
            {complaint.ticket}
          </th>
          <td>
            {complaint.name}
            <br />
            <span className="staff-muted">{complaint.email}</span>
          </td>
          <td>
            {complaint.subject}
            {complaint.orderId && <span className="staff-muted"> (order {complaint.orderId})</span>}
            <p className="complaint-message">{complaint.message}</p>
          </td>
          <td>
            <time dateTime={complaint.acknowledgeBy}>{formatIndiaTime(complaint.acknowledgeBy)}</time>
          </td>
          <td>{COMPLAINT_STATUS_LABELS[complaint.status]}</td>
          <td>
            <Moves complaint={complaint} onRefused={onRefused} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** The complaints as far as read, a page at a time (COMPLAINT_PAGE_SIZE), with "Load more" while more follow. */
function ComplaintPages({
  filter,
  onRefused,
}: {
  filter: ComplaintFilter;
  onRefused: (message: string) => void;
}) {
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useStaffComplaintsInfiniteQuery(filter);
  if (isLoading) return <Spinner label="Loading complaints" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const complaints = data.pages.flatMap((page) => page.complaints);
  if (complaints.length === 0) return <p className="empty-state">No complaint here.</p>;
  return (
    <>
      <ComplaintTable complaints={complaints} onRefused={onRefused} />
      <LoadMore hasNextPage={hasNextPage} loading={isFetchingNextPage} onLoad={fetchNextPage} />
    </>
  );
}

/** The console's complaints: newest first, filtered by status, each acknowledged and resolved here. */
export function ComplaintQueue({
  filter,
  onFilterChange,
}: {
  filter: ComplaintFilter;
  onFilterChange: (filter: ComplaintFilter) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <div className="staff-filters">
        <label>
          Status
          <select value={filter} onChange={(event) => onFilterChange(event.target.value as ComplaintFilter)}>
            <option value="">Every complaint</option>
            {COMPLAINT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {COMPLAINT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="alert">{refusal && <p className="form-error">{refusal}</p>}</div>
      <ComplaintPages filter={filter} onRefused={setRefusal} />
    </>
  );
}
