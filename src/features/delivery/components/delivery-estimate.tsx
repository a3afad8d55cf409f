import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { PINCODE_PATTERN } from '@/shared/pincode';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import { choosePincode, selectChosenPincode } from '../delivery-slice';
import { useRememberedPincode } from '../remembered-pincode';
import { DeliveryLine } from './delivery-line';
import './delivery.css';

interface DeliveryEstimateProps {
  /** Shown until the shopper types one: the pincode of the address they chose, if any. */
  addressPincode?: string | null;
}

/**
 * A pincode box and the delivery date for it (product page, cart). The last pincode typed is
 * remembered across visits; until there is one, the chosen address's pincode answers.
 */
export function DeliveryEstimate({ addressPincode = null }: DeliveryEstimateProps) {
  const typed = useAppSelector(selectChosenPincode);
  const remembered = useRememberedPincode();
  const chosen = typed ?? remembered;
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { form, field, fill } = useForm<{ pincode: string }>({
    initialValues: () => ({ pincode: chosen ?? '' }),
    validate: ({ pincode }) =>
      PINCODE_PATTERN.test(pincode.trim())
        ? {}
        : { pincode: intl.formatMessage({ id: 'product.delivery.malformed' }) },
    send: ({ pincode }) => {
      dispatch(choosePincode(pincode.trim()));
      return Promise.resolve();
    },
  });

  // The remembered pincode is read after a server-rendered page hydrates: the box shows it then,
  // once (a box the shopper has since emptied stays empty).
  const filledRemembered = useRef(false);
  useEffect(() => {
    if (filledRemembered.current || remembered === null) return;
    filledRemembered.current = true;
    if (typed === null)
      fill(['pincode'], (current) => (current.pincode === '' ? { pincode: remembered } : {}));
  });

  return (
    <div className="delivery-estimate">
      <form
        {...form}
        className="delivery-estimate__form"
        aria-label={intl.formatMessage({ id: 'product.delivery.form' })}
      >
        <FormField
          label={intl.formatMessage({ id: 'product.delivery.pincode' })}
          {...field('pincode')}
          className="delivery-estimate__field"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={addressPincode ?? ''}
        />
        <button type="submit" className="btn btn--ghost">
          <FormattedMessage id="product.delivery.check" />
        </button>
      </form>
      <DeliveryLine pincode={chosen ?? addressPincode} />
    </div>
  );
}
