import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, type ChangeEvent } from 'react';
import { useGetPincodeQuery, useLazyGetPincodeQuery } from '@/kernel/pincodes-api';
import { cleanAddress, STATE_NAMES, validateAddress } from '@/shared/address-validation';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { PINCODE_PATTERN } from '@/shared/pincode';
import type { Address, AddressInput, PincodeAnswer } from '@/shared/types';
import { useAddAddressMutation, useUpdateAddressMutation } from '../addresses-api';

type AddressValues = Record<keyof AddressInput, string>;

const emptyValues: AddressValues = {
  name: '',
  mobile: '',
  pincode: '',
  city: '',
  residence: '',
  alternatemobile: '',
  state: '',
};

const valuesOf = (address: Address): AddressValues => ({
  name: address.name,
  mobile: address.mobile,
  pincode: address.pincode,
  city: address.city,
  residence: address.residence,
  alternatemobile: address.alternatemobile ?? '',
  state: address.state,
});

interface AddressFormProps {
  /** The address to edit; null adds a new one. */
  address: Address | null;
  /** Cancel: nothing saved. A save the server accepts closes the dialog itself (addresses slice). */
  onCancel: () => void;
}

const WIDE = 'address-form__wide';

/**
 * The add/edit form inside the address dialog. It keeps its own draft, so Cancel or Escape simply
 * drop it: nothing reaches the store or the server until the server accepts the address.
 */
export function AddressForm({ address, onCancel }: AddressFormProps) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [lookUpPincode] = useLazyGetPincodeQuery();
  /** What the pincode data said for the pincode before this one: a field still saying it follows. */
  const lastFilled = useRef<Partial<AddressValues>>({});
  const { form, field, control, errors, alert, values, fill, submitting } = useForm<AddressValues>({
    initialValues: () => (address ? valuesOf(address) : emptyValues),
    // The server checks the pincode's state too; here the check needs the place to have arrived.
    validate: (current: AddressValues): FieldErrors<AddressValues> =>
      validateAddress(current, place ?? null).errors ?? {},
    send: async (values) => {
      const input = cleanAddress(values);
      if (address) await updateAddress({ id: address.id, address: input }).unwrap();
      else await addAddress(input).unwrap();
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });
  const pincode = values.pincode.trim();
  const place: PincodeAnswer | undefined = useGetPincodeQuery(
    PINCODE_PATTERN.test(pincode) ? pincode : skipToken,
  ).currentData;

  /**
   * A pincode the data knows fills City and State in where they are empty or still say what the
   * previous pincode's data said; what the shopper typed or chose stays theirs.
   */
  const autofill = async (typed: string) => {
    const { data: found } = await lookUpPincode(typed, true);
    if (!found) return;
    const previous = lastFilled.current;
    lastFilled.current = { city: found.city, state: found.state };
    fill(['city', 'state'], (current) => {
      if (current.pincode.trim() !== found.pincode) return {};
      const follows = (key: 'city' | 'state') => current[key].trim() === '' || current[key] === previous[key];
      return {
        ...(follows('city') ? { city: found.city } : {}),
        ...(follows('state') ? { state: found.state } : {}),
      };
    });
  };

  const pincodeField = field('pincode');
  const onPincodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    pincodeField.onChange(event);
    const typed = event.target.value.trim();
    if (PINCODE_PATTERN.test(typed)) void autofill(typed);
  };

  return (
    <form {...form} className="address-form">
      <FormAlert message={alert} />
      <div className="address-form__grid">
        <FormField label="Name" {...field('name')} className={WIDE} autoComplete="name" required />
        <FormField
          label="Mobile number"
          {...field('mobile')}
          type="number"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
        <FormField
          label="Alternate mobile (optional)"
          {...field('alternatemobile')}
          type="number"
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          label="Address (house, street, area)"
          {...field('residence')}
          className={WIDE}
          autoComplete="street-address"
          required
        />
        <FormField
          label="Pincode"
          {...pincodeField}
          onChange={onPincodeChange}
          type="number"
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
        <FormField label="City" {...field('city')} autoComplete="address-level2" required />
        <FormField label="State" error={errors.state} className={WIDE}>
          {(ids) => (
            <select {...ids} {...control('state')} autoComplete="address-level1" required>
              <option value="" disabled>
                Choose State
              </option>
              {STATE_NAMES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={submitting}>
          {address ? 'Save Address' : 'Add Address'}
        </button>
      </div>
    </form>
  );
}
