import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { formatIndiaTime } from '@/shared/format-india-time';
import { staffOrderPath } from '@/shared/paths';
import { Link } from 'react-router-dom';
import { useFailedEmailsQuery } from '../staff-api';

/**
 * The shoppers' update emails the shop gave up on after its last try (a mailbox that does not
 * exist, a mail server that kept refusing), newest first: staff follow each up another way.
 */
export function FailedEmails() {
  const { data, error, isLoading, refetch } = useFailedEmailsQuery(undefined);
  if (isLoading) return <Spinner label="Loading failed emails" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (data.emails.length === 0) return <p className="empty-state">No email has failed.</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Emails given up, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Given up</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Order</th>
            <th scope="col">Tries</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {data.emails.map((email) => (
            <tr key={email.updateId}>
              <td>
                <time dateTime={email.failedAt}>{formatIndiaTime(email.failedAt)}</time>
              </td>
              <th scope="row">{email.to}</th>
              <td>{email.title}</td>
              <td className="staff-mono">
                <Link to={staffOrderPath(email.orderId)}>{email.orderId}</Link>
              </td>
              <td>{email.tries}</td>
              <td className="staff-mono">{email.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
