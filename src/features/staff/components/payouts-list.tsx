import { useState, type FormEvent } from 'react';
import type { Refund } from '@/shared/refunds';
import { apiErrorMessage } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { formatPaise } from '@/shared/format-rupees';
import { PAYOUT_REFERENCE, returnMessages } from '@/shared/returns';
import { useMarkPayoutPaidMutation, usePendingPayoutsQuery } from '../returns-api';

/** One payout to pay by hand: its amount and UPI ID, and the bank reference staff record when paid. */
function PayoutRow({ refund }: { refund: Refund }) {
  const [markPaid, { isLoading }] = useMarkPayoutPaidMutation();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reference.trim();
    setError(PAYOUT_REFERENCE.test(text) ? undefined : returnMessages.referenceInvalid);
    if (!PAYOUT_REFERENCE.test(text)) return;
    try {
      await markPaid({ refundId: refund._id, reference: text }).unwrap();
    } catch (failure) {
      setProblem(apiErrorMessage(failure));
    }
  }

  return (
    <li className="staff-payout">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Payout ${refund._id}`}>
        <p>
          <strong>{formatPaise(refund.amountPaise)}</strong> to {refund.upiId} (order {refund.orderId})
        </p>
        <FormField
          label="Bank reference"
          value={reference}
          error={error}
          onChange={(event) => setReference(event.target.value)}
        />
        <FormAlert message={problem} />
        <button type="submit" className="btn" disabled={isLoading}>
          Mark paid
        </button>
      </form>
    </li>
  );
}

/** The Cash on Delivery returns' refunds waiting to be paid by UPI, newest first. */
export function PayoutsList() {
  const { data } = usePendingPayoutsQuery(undefined);
  return (
    <section aria-labelledby="payouts-heading" className="staff-payouts">
      <h2 id="payouts-heading">UPI payouts to pay</h2>
      {data?.refunds.length === 0 && <p>No payouts waiting.</p>}
      <ul>
        {data?.refunds.map((refund) => (
          <PayoutRow key={refund._id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
