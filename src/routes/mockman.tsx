import { RequestTester } from '@/features/mockman';
import { PageTitle } from '@/shared/components/page-title';
import './mockman.css';

/** Spec §2 /mockman: a developer's page to send any /api request by hand. */
export function MockmanScreen() {
  return (
    <>
      <PageTitle>Request tester</PageTitle>
      <p className="mockman__intro">
        Send any request of the shop&apos;s <code>/api</code> and read the status, data and headers. Requests
        go out exactly as written: add your token with <strong>Use my token</strong> when an endpoint needs
        it.
      </p>
      <RequestTester />
    </>
  );
}
