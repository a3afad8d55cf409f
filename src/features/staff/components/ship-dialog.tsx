import { useId } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { Modal } from '@/shared/components/modal';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { useCouriersQuery, useMoveOrderMutation } from '../staff-api';

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

function ShipForm({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const [move] = useMoveOrderMutation();
  const { data } = useCouriersQuery(undefined);
  const listId = useId();
  const { form, field, alert, submitting } = useForm<Shipment>({
    initialValues: { courier: '', awb: '' },
    validate: missingShipment,
    send: async ({ courier, awb }) => {
      await move({ orderId, to: 'shipped', courier: courier.trim(), awb: awb.trim() }).unwrap();
      onClose();
    },
    fieldErrorsFromServer: 'with-alert',
  });
  return (
    <form {...form} className="staff-form">
      <FormAlert message={alert} />
      <FormField label="Courier" {...field('courier')} list={listId} autoComplete="off" required />
      {/* The couriers the shop knows: their AWBs link to the courier's tracking page. */}
      <datalist id={listId}>
        {(data?.couriers ?? []).map((courier) => (
          <option key={courier.name} value={courier.name} />
        ))}
      </datalist>
      <FormField label="AWB number" {...field('awb')} autoComplete="off" required />
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={submitting}>
          Mark as shipped
        </button>
      </div>
    </form>
  );
}

/** Shipping needs the courier and the AWB number the parcel is tracked by. */
export function ShipDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Ship the order" onClose={onClose}>
      <ShipForm orderId={orderId} onClose={onClose} />
    </Modal>
  );
}
