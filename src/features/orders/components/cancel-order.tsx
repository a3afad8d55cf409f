import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CANCEL_REASONS, NOTE_MAX_LENGTH, type CancelReason } from '@/shared/orders';
import { apiErrorMessage } from '@/shared/api-error';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { FormAlert } from '@/shared/components/form-alert';
import { notify } from '@/shared/notify';
import { movesFrom } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { useCancelOrderMutation } from '../orders-api';
import { DialogActions } from './dialog-actions';
import './cancel-order.css';

const REASONS = Object.keys(CANCEL_REASONS) as CancelReason[];

/**
 * The cancellation's request: why (required) and a note (optional), the alert's problem, and the
 * request itself; `onCancelled` hears what the shopper is told (with a refund or without).
 */
function useCancelRequest(order: Order, onCancelled: (said: string) => void) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const intl = useIntl();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === '') {
      setProblem(intl.formatMessage({ id: 'afterSale.chooseCancelReason' }));
      return;
    }
    try {
      const trimmed = note.trim();
      const answer = await cancelOrder({
        orderId: order._id,
        reason,
        ...(trimmed ? { note: trimmed } : {}),
      }).unwrap();
      onCancelled(
        intl.formatMessage({
          id: answer.afterSales.refunds.length > 0 ? 'afterSale.cancelledRefund' : 'afterSale.cancelled',
        }),
      );
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  }

  const chooseReason = (value: CancelReason) => {
    setReason(value);
    setProblem(null);
  };
  return { reason, chooseReason, note, setNote, problem, cancelling: isLoading, submit };
}

function CancelReasons({ request }: { request: ReturnType<typeof useCancelRequest> }) {
  return (
    <fieldset className="cancel-order__reasons">
      <legend>
        <FormattedMessage id="afterSale.cancelWhy" />
      </legend>
      {REASONS.map((value) => (
        <label key={value} className="cancel-order__reason">
          <input
            type="radio"
            name="reason"
            value={value}
            checked={request.reason === value}
            onChange={() => request.chooseReason(value)}
          />
          <FormattedMessage id={`afterSale.cancelReason.${value}`} />
        </label>
      ))}
    </fieldset>
  );
}

/** The button's place once the order is cancelled: it says so and takes focus (the button is gone). */
function Cancelled({ said }: { said: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} tabIndex={-1} className="cancel-order__done">
      {said}
    </p>
  );
}

/**
 * "Cancel order" while the shopper may still cancel (confirmed or packed: the lifecycle's table),
 * opening a dialog that asks why (and an optional note); the browser's modal dialog traps focus
 * and gives it back to the button. Once cancelled, the button's place says so and takes focus (the
 * button is gone, so focus would be lost on the body); a toast says it too, and the order page then
 * shows the refund.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { open, close, opener } = useModal();
  const [done, setDone] = useState<string | null>(null);
  const request = useCancelRequest(order, (said) => {
    close();
    setDone(said);
    notify.success(said);
  });
  const noteId = useId();
  const intl = useIntl();
  if (done) return <Cancelled said={done} />;
  if (!movesFrom(order.status, 'shopper').includes('cancelled')) return null;
  return (
    <>
      <button type="button" className="btn btn--outline cancel-order__open" {...opener}>
        <FormattedMessage id="afterSale.cancelOrder" />
      </button>
      <ClosableModal
        open={open}
        title={intl.formatMessage({ id: 'afterSale.cancelTitle' })}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'afterSale.keepOrder' })}
      >
        <form className="cancel-order" onSubmit={(event) => void request.submit(event)} noValidate>
          <CancelReasons request={request} />
          <label htmlFor={noteId}>
            <FormattedMessage id="afterSale.cancelNote" />
          </label>
          <textarea
            id={noteId}
            value={request.note}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => request.setNote(event.target.value)}
          />
          <FormAlert message={request.problem} />
          <p className="cancel-order__terms">
            <FormattedMessage id="afterSale.cancelTerms" />
          </p>
          <DialogActions
            className="cancel-order__actions"
            onKeep={close}
            keep="afterSale.keepOrder"
            submit="afterSale.cancelOrder"
            busy={request.cancelling ? 'afterSale.cancelling' : null}
          />
        </form>
      </ClosableModal>
    </>
  );
}
