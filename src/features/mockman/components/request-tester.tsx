import { RequestPanel } from './request-panel';
import { ResponsePanel } from './response-panel';
import './request-tester.css';

/** Spec §2 request tester: the request on the left, the answer on the right (stacked on phones). */
export function RequestTester() {
  return (
    <div className="tester">
      <RequestPanel />
      <ResponsePanel />
    </div>
  );
}
