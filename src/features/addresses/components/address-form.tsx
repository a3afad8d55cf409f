import { cleanAddress, STATE_NAMES, validateAddress } from '@/shared/address-validation';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import type { Address, AddressInput } from '@/shared/types';
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
  const [addAddress, added] = useAddAddressMutation();
  const [updateAddress, updated] = useUpdateAddressMutation();
  const busy = added.isLoading || updated.isLoading;
  const { form, field, control, errors, alert } = useForm<AddressValues>({
    initialValues: () => (address ? valuesOf(address) : emptyValues),
    validate: (values) => validateAddress(values).errors ?? {},
    send: async (values) => {
      const input = cleanAddress(values);
      if (address) await updateAddress({ id: address.id, address: input }).unwrap();
      else await addAddress(input).unwrap();
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });

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
        <FormField label="City" {...field('city')} autoComplete="address-level2" required />
        <FormField
          label="Pincode"
          {...field('pincode')}
          type="number"
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
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
        <button type="submit" className="btn" disabled={busy}>
          {address ? 'Save Address' : 'Add Address'}
        </button>
      </div>
    </form>
  );
}
