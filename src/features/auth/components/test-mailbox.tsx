import { apiErrorMessage } from '@/shared/api-error';
import { formatIndiaTime } from '@/shared/format-india-time';
import { Spinner } from '@/shared/components/spinner';
import type { TestMailboxEmail } from '@/shared/password-reset';
import { useTestMailboxQuery } from '../password-reset-api';
import './test-mailbox.css';

function Email({ email }: { email: TestMailboxEmail }) {
  return (
    <li className="test-mailbox__email card">
      <h2 className="test-mailbox__subject">{email.subject}</h2>
      <p className="test-mailbox__meta">
        To {email.to}, <time dateTime={email.at}>{formatIndiaTime(email.at)}</time>
      </p>
      <pre className="test-mailbox__text">{email.text}</pre>
      <a href={email.link} className="btn">
        Open the link
      </a>
    </li>
  );
}

/** The emails the embedded mock would have sent, newest first; on a server, why there are none. */
export function TestMailbox() {
  const { data, error, isLoading } = useTestMailboxQuery(undefined);
  if (isLoading) return <Spinner label="Loading the test mailbox" minHeight={120} />;
  // A server answers 404: it sends real email, and says so.
  if (error)
    return (
      <p role="alert" className="form-error">
        {apiErrorMessage(error)}
      </p>
    );
  if (!data || data.emails.length === 0) return <p>No emails yet.</p>;
  return (
    <ul className="test-mailbox__list" aria-label="Emails">
      {data.emails.map((email) => (
        <Email key={`${email.at}-${email.link}`} email={email} />
      ))}
    </ul>
  );
}
