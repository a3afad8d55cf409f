import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CANCEL_REASONS, NOTE_MAX_LENGTH, type CancelReason } from '@/shared/orders';
import { apiErrorMessage } from '@/shared/api-error';
import { ClosableModal, useModal } from '@/shared/components/modal';
import { FormAlert } from '@/shared/components/form-alert';
import { notify } from '@/shared/notify';
import { movesFrom } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { useCancelOrderMutation } from '../orders-api';
import './cancel-order.css';

const REASONS = Object.entries(CANCEL_REASONS) as [CancelReason, string][];

export const cancelMessages = {
  cancelled: 'Your order is cancelled.',
  cancelledRefund: 'Your order is cancelled and your refund is on its way.',
  chooseReason: 'Choose why you are cancelling.',
};

/**
 * "Cancel order" while the shopper may still cancel (confirmed or packed: the lifecycle's table),
 * opening a dialog that asks why (and an optional note); the browser's modal dialog traps focus
 * and gives it back to the button. Once cancelled, the button's place says so and takes focus (the
 * button is gone, so focus would be lost on the body); a toast says it too, and the order page then
 * shows the refund.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { open, close, opener } = useModal();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const noteId = useId();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} className="cancel-order__done">
        {done}
      </p>
    );
  }
  if (!movesFrom(order.status, 'shopper').includes('cancelled')) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === '') {
      setProblem(cancelMessages.chooseReason);
      return;
    }
    try {
      const trimmed = note.trim();
      const answer = await cancelOrder({
        orderId: order._id,
        reason,
        ...(trimmed ? { note: trimmed } : {}),
      }).unwrap();
      const said =
        answer.afterSales.refunds.length > 0 ? cancelMessages.cancelledRefund : cancelMessages.cancelled;
      close();
      setDone(said);
      notify.success(said);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  }

  return (
    <>
      <button type="button" className="btn btn--outline cancel-order__open" {...opener}>
        Cancel order
      </button>
      <ClosableModal open={open} title="Cancel this order?" onClose={close} closeLabel="Keep the order">
        <form className="cancel-order" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="cancel-order__reasons">
            <legend>Why are you cancelling?</legend>
            {REASONS.map(([value, label]) => (
              <label key={value} className="cancel-order__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId}>Anything to add? (optional)</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
          <FormAlert message={problem} />
          <p className="cancel-order__terms">
            The pairs go back on sale. A prepaid order is refunded to the way you paid.
          </p>
          <div className="cancel-order__actions">
            <button type="button" className="btn btn--outline" onClick={close}>
              Keep the order
            </button>
            <button type="submit" className="btn btn--accent" disabled={isLoading}>
              {isLoading ? 'Cancelling…' : 'Cancel order'}
            </button>
          </div>
        </form>
      </ClosableModal>
    </>
  );
}
