import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COD_MAX_GRAND_TOTAL } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import type { PaymentMethod } from '@/shared/types';
import './payment-method-choice.css';

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The order's grand total: Cash on Delivery is offered up to COD_MAX_GRAND_TOTAL. */
  grandTotal: number;
  disabled?: boolean;
  /** Why Cash on Delivery is not offered to this account (a guest's), or absent. */
  codRefusal?: string;
}

/** How the shopper pays: online (Razorpay: card or UPI), chosen by default, or Cash on Delivery. */
export function PaymentMethodChoice({ value, onChange, grandTotal, disabled = false, codRefusal }: Props) {
  const name = useId();
  const codHintId = useId();
  const intl = useIntl();
  const codTooLarge = grandTotal > COD_MAX_GRAND_TOTAL;
  const codHint =
    codRefusal ??
    intl.formatMessage(
      { id: codTooLarge ? 'checkout.codTooLarge' : 'checkout.codHint' },
      { max: formatRupees(COD_MAX_GRAND_TOTAL) },
    );
  return (
    <fieldset className="payment-choice" disabled={disabled}>
      <legend className="payment-choice__legend">
        <FormattedMessage id="checkout.paymentMethod" />
      </legend>
      <label className="payment-choice__option">
        <input
          type="radio"
          name={name}
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
        />
        <span>
          <FormattedMessage id="checkout.payOnline" />
        </span>
      </label>
      <label className="payment-choice__option">
        <input
          type="radio"
          name={name}
          value="cod"
          checked={value === 'cod'}
          disabled={codTooLarge || codRefusal !== undefined}
          aria-describedby={codHintId}
          onChange={() => onChange('cod')}
        />
        <span>
          <FormattedMessage id="checkout.cod" />
        </span>
      </label>
      <p id={codHintId} className="payment-choice__hint">
        {codHint}
      </p>
    </fieldset>
  );
}
