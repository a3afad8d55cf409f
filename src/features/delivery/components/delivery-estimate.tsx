import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { PINCODE_PATTERN } from '@/shared/pincode';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import { pincodeMessages } from '@/shared/messages';
import { choosePincode, selectChosenPincode } from '../delivery-slice';
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
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenPincode);
  const { form, field } = useForm<{ pincode: string }>({
    initialValues: () => ({ pincode: chosen ?? '' }),
    validate: ({ pincode }) =>
      PINCODE_PATTERN.test(pincode.trim()) ? {} : { pincode: pincodeMessages.malformed },
    send: ({ pincode }) => {
      dispatch(choosePincode(pincode.trim()));
      return Promise.resolve();
    },
  });

  return (
    <div className="delivery-estimate">
      <form {...form} className="delivery-estimate__form" aria-label="Check delivery">
        <FormField
          label="Delivery pincode"
          {...field('pincode')}
          className="delivery-estimate__field"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={addressPincode ?? ''}
        />
        <button type="submit" className="btn btn--ghost">
          Check
        </button>
      </form>
      <DeliveryLine pincode={chosen ?? addressPincode} />
    </div>
  );
}
