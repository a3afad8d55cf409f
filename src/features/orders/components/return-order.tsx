import { useId, useState, type FormEvent } from 'react';
import {
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  isUpiId,
  pairsLeftToReturn,
  returnMessages,
  returnWindowEnd,
  type ReturnReason,
} from '@/shared/returns';
import type { OrderAfterSales } from '@/shared/orders';
import { readApiError } from '@/shared/api-error';
import { ClosableModal, useModal } from '@/shared/components/modal';
import { FormAlert } from '@/shared/components/form-alert';
import { formatIndiaTime } from '@/shared/format-india-time';
import { inlineMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import type { Address, Order } from '@/shared/types';
import { useRequestReturnMutation } from '../returns-api';
import './return-order.css';

const REASONS = Object.entries(RETURN_REASONS) as [ReturnReason, string][];

export const returnOrderMessages = {
  requested: 'Your return is requested. We will tell you when it is approved.',
};

interface ReturnOrderProps {
  order: Order;
  afterSales: OrderAfterSales;
  /** The shopper's saved addresses: another may be the pickup's. */
  addresses: Address[];
}

type FieldErrors = Partial<Record<'lines' | 'reason' | 'addressId' | 'upiId', string>>;

const addressLine = (address: Address) =>
  `${address.name}, ${address.residence}, ${address.city} ${address.pincode}`;

/** What the form holds, checked as the backend will: the first problem per field. */
function checkForm(order: Order, qtys: Record<string, number>, reason: string, upiId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!Object.values(qtys).some((qty) => qty > 0)) errors.lines = returnMessages.linesRequired;
  if (reason === '') errors.reason = returnMessages.reasonInvalid;
  if (order.paymentMethod === 'cod') {
    if (upiId.trim() === '') errors.upiId = returnMessages.upiRequired;
    else if (!isUpiId(upiId.trim())) errors.upiId = returnMessages.upiInvalid;
  }
  return errors;
}

/**
 * "Return pairs" on a delivered order within RETURN_WINDOW_DAYS of its delivery: a dialog to choose
 * the pairs and how many, why, where they are picked up (the order's address or another saved one)
 * and, for Cash on Delivery, the UPI ID the refund is paid to. Each field says what is wrong with it.
 */
export function ReturnOrder({ order, afterSales, addresses }: ReturnOrderProps) {
  const { open, close, opener } = useModal();
  const [qtys, setQtys] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [addressId, setAddressId] = useState(order.address.id);
  const [upiId, setUpiId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The page's own moment: the window is checked again by the backend when the return is asked for.
  const [openedAt] = useState(() => Date.now());
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const ids = { reason: useId(), upi: useId(), hint: useId(), linesError: useId(), addressError: useId() };
  const windowEnd = returnWindowEnd(order);
  const lines = order.items
    .map((item) => ({ item, left: pairsLeftToReturn(order, afterSales.returns, item._id) }))
    .filter(({ left }) => left > 0);
  if (windowEnd === null || openedAt > windowEnd || lines.length === 0) return null;
  const pickups = [order.address, ...addresses.filter((address) => address.id !== order.address.id)];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm(order, qtys, reason, upiId);
    setErrors(found);
    setProblem(Object.values(found)[0] ?? null);
    if (Object.keys(found).length > 0 || reason === '') return;
    const chosen = Object.entries(qtys).filter(([, qty]) => qty > 0);
    try {
      await requestReturn({
        orderId: order._id,
        lines: chosen.map(([productId, qty]) => ({ productId, qty })),
        reason,
        ...(addressId === order.address.id ? {} : { addressId }),
        ...(order.paymentMethod === 'cod' ? { upiId: upiId.trim() } : {}),
      }).unwrap();
      close();
      notify.success(returnOrderMessages.requested);
    } catch (error) {
      const read = readApiError(error);
      setErrors(read?.errors ?? {});
      setProblem(read?.message ?? inlineMessages.networkError);
    }
  }

  const invalid = (field: keyof FieldErrors) => (errors[field] ? { 'aria-invalid': true } : {});

  return (
    <>
      <p className="return-order__window">
        You can return pairs until {formatIndiaTime(new Date(windowEnd).toISOString())} ({RETURN_WINDOW_DAYS}{' '}
        days after delivery).
      </p>
      <button type="button" className="btn btn--outline" {...opener}>
        Return pairs
      </button>
      <ClosableModal open={open} title="Return pairs" onClose={close} closeLabel="Keep them">
        <form className="return-order" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset
            className="return-order__group"
            aria-describedby={errors.lines ? ids.linesError : undefined}
          >
            <legend>Which pairs, and how many?</legend>
            {lines.map(({ item, left }) => (
              <label key={item._id} className="return-order__line">
                {item.title}{' '}
                <select
                  value={qtys[item._id] ?? 0}
                  {...invalid('lines')}
                  onChange={(event) => setQtys({ ...qtys, [item._id]: Number(event.target.value) })}
                >
                  {Array.from({ length: left + 1 }, (_unused, qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {errors.lines && (
              <p id={ids.linesError} className="form-error">
                {errors.lines}
              </p>
            )}
          </fieldset>
          <label htmlFor={ids.reason}>Why are you returning them?</label>
          <select
            id={ids.reason}
            value={reason}
            {...invalid('reason')}
            onChange={(event) => setReason(event.target.value as ReturnReason | '')}
          >
            <option value="">Choose a reason</option>
            {REASONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <fieldset
            className="return-order__group"
            aria-describedby={errors.addressId ? ids.addressError : undefined}
          >
            <legend>Pick them up from</legend>
            {pickups.map((address) => (
              <label key={address.id} className="return-order__address">
                <input
                  type="radio"
                  name="pickup"
                  checked={addressId === address.id}
                  onChange={() => setAddressId(address.id)}
                />{' '}
                {addressLine(address)}
                {address.id === order.address.id && ' (this order’s address)'}
              </label>
            ))}
            {errors.addressId && (
              <p id={ids.addressError} className="form-error">
                {errors.addressId}
              </p>
            )}
          </fieldset>
          {order.paymentMethod === 'cod' && (
            <>
              <label htmlFor={ids.upi}>UPI ID for your refund</label>
              <input
                id={ids.upi}
                value={upiId}
                autoComplete="off"
                aria-describedby={ids.hint}
                {...invalid('upiId')}
                onChange={(event) => setUpiId(event.target.value)}
              />
              <p id={ids.hint} className="return-order__hint">
                You paid on delivery: we send the refund to this UPI ID, such as name@okaxis.
              </p>
            </>
          )}
          <FormAlert message={problem} />
          <div className="return-order__actions">
            <button type="button" className="btn btn--outline" onClick={close}>
              Keep them
            </button>
            <button type="submit" className="btn btn--accent" disabled={isLoading}>
              {isLoading ? 'Sending…' : 'Request the return'}
            </button>
          </div>
        </form>
      </ClosableModal>
    </>
  );
}
