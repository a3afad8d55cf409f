import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { readApiError } from '@/shared/api-error';
import { inlineMessages } from '@/shared/messages';
import { isUpiId, type ReturnReason } from '@/shared/returns';
import type { Order } from '@/shared/types';
import { useRequestReturnMutation } from './returns-api';

const FIELDS = ['lines', 'reason', 'addressId', 'upiId'] as const;
export type ReturnFieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

interface ReturnChoices {
  /** Pairs to return per product id (0: none). */
  qtys: Record<string, number>;
  reason: ReturnReason | '';
  /** The pickup's address: the order's, or another saved one. */
  addressId: string;
  /** Where a Cash on Delivery order's refund is paid. */
  upiId: string;
}

/**
 * What the form holds, checked as the backend will: the first problem per field, in the page's
 * language (the English is the backend's returnMessages, word for word).
 */
function checkForm(order: Order, { qtys, reason, upiId }: ReturnChoices, intl: IntlShape): ReturnFieldErrors {
  const errors: ReturnFieldErrors = {};
  if (!Object.values(qtys).some((qty) => qty > 0))
    errors.lines = intl.formatMessage({ id: 'afterSale.linesRequired' });
  if (reason === '') errors.reason = intl.formatMessage({ id: 'afterSale.reasonRequired' });
  if (order.paymentMethod === 'cod') {
    if (upiId.trim() === '') errors.upiId = intl.formatMessage({ id: 'afterSale.upiRequired' });
    else if (!isUpiId(upiId.trim())) errors.upiId = intl.formatMessage({ id: 'afterSale.upiInvalid' });
  }
  return errors;
}

/** The backend's per-field messages the form shows under its fields. */
function shownFieldErrors(errors: Record<string, string> | undefined): ReturnFieldErrors {
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
  );
}

/**
 * A return's request for one order: the shopper's choices, the message per field (the form's own
 * check, then the backend's), the alert's problem, and the request itself; `onRequested` runs once
 * the backend has it.
 */
export function useReturnRequest(order: Order, onRequested: () => void) {
  const [choices, setChoices] = useState<ReturnChoices>(() => ({
    qtys: {},
    reason: '',
    addressId: order.address.id,
    upiId: '',
  }));
  const [errors, setErrors] = useState<ReturnFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const intl = useIntl();
  const choose = (change: Partial<ReturnChoices>) => setChoices((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm(order, choices, intl);
    // Each message shows once, under its field; the alert is for what no field shows.
    setErrors(found);
    setProblem(null);
    const { qtys, reason, addressId, upiId } = choices;
    if (Object.keys(found).length > 0 || reason === '') return;
    try {
      await requestReturn({
        orderId: order._id,
        lines: Object.entries(qtys)
          .filter(([, qty]) => qty > 0)
          .map(([productId, qty]) => ({ productId, qty })),
        reason,
        ...(addressId === order.address.id ? {} : { addressId }),
        ...(order.paymentMethod === 'cod' ? { upiId: upiId.trim() } : {}),
      }).unwrap();
      onRequested();
    } catch (error) {
      const read = readApiError(error);
      const fieldErrors = shownFieldErrors(read?.errors);
      setErrors(fieldErrors);
      setProblem(Object.keys(fieldErrors).length > 0 ? null : (read?.message ?? inlineMessages.networkError));
    }
  }

  return {
    choices,
    choose,
    chooseQty: (productId: string, qty: number) =>
      setChoices((current) => ({ ...current, qtys: { ...current.qtys, [productId]: qty } })),
    errors,
    problem,
    sending: isLoading,
    submit,
  };
}
