import { TestMailbox } from '@/features/auth';
import { PageTitle } from '@/shared/components/page-title';
import './test-mailbox.css';

/**
 * /test-mailbox: a developer's and tester's page, like /mockman. The embedded mock sends no email,
 * so the emails it would have sent (forgot password's links) are shown here; a server sends real
 * ones and has no mailbox.
 */
export function TestMailboxScreen() {
  return (
    <div className="test-mailbox-page">
      <p className="test-mailbox-page__banner" role="note">
        For testing only: the shop here runs on its built-in mock backend, which sends no email. These are the
        emails it would have sent.
      </p>
      <PageTitle>Test mailbox</PageTitle>
      <TestMailbox />
    </div>
  );
}
