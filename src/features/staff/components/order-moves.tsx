import { useState } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { Modal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { apiErrorMessage } from '@/shared/api-error';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { movesFrom, ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/order-lifecycle';
import { useMoveOrderMutation } from '../staff-api';

interface Shipment {
  courier: string;
  awb: string;
}

function missingShipment({ courier, awb }: Shipment): FieldErrors<Shipment> {
  const errors: FieldErrors<Shipment> = {};
  if (!courier.trim()) errors.courier = 'Enter the courier.';
  if (!awb.trim()) errors.awb = 'Enter the AWB number.';
  return errors;
}

/** Shipping needs the courier and the AWB number the parcel is tracked by. */
function ShipDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const [move] = useMoveOrderMutation();
  const { form, field, alert, submitting } = useForm<Shipment>({
    initialValues: { courier: '', awb: '' },
    validate: missingShipment,
    send: async ({ courier, awb }) => {
      await move({ orderId, to: 'shipped', courier: courier.trim(), awb: awb.trim() }).unwrap();
      onClose();
    },
  });
  return (
    <Modal open={open} title="Ship the order" onClose={onClose}>
      <form {...form} className="staff-form">
        <FormAlert message={alert} />
        <FormField label="Courier" {...field('courier')} required />
        <FormField label="AWB number" {...field('awb')} required />
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={submitting}>
            Mark as shipped
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The moves the table lets staff make from the order's status; a refusal (409) shows its reason. */
export function OrderMoves({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const [move, { isLoading }] = useMoveOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shipping = useModal();
  const moves = movesFrom(status, 'staff');
  const makeMove = (to: OrderStatus) => {
    setRefusal(null);
    move({ orderId, to })
      .unwrap()
      .catch((error: unknown) => setRefusal(apiErrorMessage(error)));
  };
  return (
    <div className="staff-moves">
      {/* Kept when a refusal leaves no moves: the reason is why the order changed under the page. */}
      <FormAlert message={refusal} />
      {moves.length === 0 && <p className="staff-muted">No further steps for this order.</p>}
      <div className="staff-moves__buttons">
        {moves.map((to) =>
          to === 'shipped' ? (
            <button key={to} type="button" className="btn" {...shipping.opener}>
              {ORDER_STATUS_LABELS[to]}
            </button>
          ) : (
            <button
              key={to}
              type="button"
              className={to === 'cancelled' || to === 'returned_to_seller' ? 'btn btn--ghost' : 'btn'}
              disabled={isLoading}
              onClick={() => makeMove(to)}
            >
              {ORDER_STATUS_LABELS[to]}
            </button>
          ),
        )}
      </div>
      <ShipDialog orderId={orderId} open={shipping.open} onClose={shipping.close} />
    </div>
  );
}
