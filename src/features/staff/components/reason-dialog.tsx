import { useId, useRef, type RefObject } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { Modal } from '@/shared/components/modal';
import { useForm } from '@/shared/hooks/use-form';
import type { OrderStatus } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
import { ORDER_ACTION_LABELS, REASON_SUGGESTIONS, consequencesOf } from '../order-actions';
import { useMoveOrderMutation } from '../staff-api';

interface ReasonProps {
  order: Order;
  to: OrderStatus;
  onClose: () => void;
}

/** The reason and the confirmation, made fresh each time the dialog opens (nothing typed is kept). */
function ReasonForm({
  order,
  to,
  onClose,
  orderName,
  reasonRef,
}: ReasonProps & { orderName: string; reasonRef: RefObject<HTMLInputElement> }) {
  const [move] = useMoveOrderMutation();
  const listId = useId();
  const consequencesId = useId();
  const { form, field, alert, submitting } = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: ({ reason }) => (reason.trim() ? {} : { reason: `Say why ${orderName} is to be changed.` }),
    send: async ({ reason }) => {
      await move({ orderId: order._id, to, reason: reason.trim() }).unwrap();
      onClose();
    },
    fieldErrorsFromServer: 'with-alert',
  });
  const action = ORDER_ACTION_LABELS[to];
  const { error: reasonError, ...reasonControl } = field('reason');
  return (
    <form {...form} className="staff-form" aria-describedby={consequencesId}>
      <FormAlert message={alert} />
      <div id={consequencesId}>
        <p>What follows for {orderName}:</p>
        <ul className="staff-consequences">
          {consequencesOf(order, to).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <FormField label="Reason" error={reasonError}>
        {(control) => (
          <input {...control} {...reasonControl} ref={reasonRef} list={listId} autoComplete="off" required />
        )}
      </FormField>
      <datalist id={listId}>
        {(REASON_SUGGESTIONS[to] ?? []).map((reason) => (
          <option key={reason} value={reason} />
        ))}
      </datalist>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Keep the order as it is
        </button>
        <button type="submit" className="btn btn--danger" disabled={submitting}>
          {action}
        </button>
      </div>
    </form>
  );
}

/**
 * A move that costs the shop (a cancel, a parcel back): asks why and says what follows (the refund,
 * the pairs, the shopper's update) before it is made. An alert dialog: focus starts in the reason,
 * Escape or "Keep the order" backs out, and focus goes back to the button that opened it.
 */
export function ReasonDialog({
  open,
  orderName,
  ...props
}: ReasonProps & { open: boolean; orderName: string }) {
  const reasonRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={`${ORDER_ACTION_LABELS[props.to]}?`}
      onClose={props.onClose}
      initialFocus={reasonRef}
    >
      <ReasonForm {...props} orderName={orderName} reasonRef={reasonRef} />
    </Modal>
  );
}
