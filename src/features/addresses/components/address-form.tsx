import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiErrorMessage, readApiError } from '@/shared/api-error';
import { STATE_NAMES, validateAddress, type AddressErrors } from '@/shared/address-validation';
import type { Address, AddressInput } from '@/shared/types';
import { useAddAddressMutation, useUpdateAddressMutation } from '../addresses-api';
import { AddressField } from './address-field';

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
  /** Called after a successful save, and on Cancel (nothing saved). */
  onClose: () => void;
}

/**
 * The add/edit form inside the address dialog. It keeps its own draft, so Cancel or Escape simply
 * drop it: nothing reaches the store or the server until the server accepts the address.
 */
export function AddressForm({ address, onClose }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() => (address ? valuesOf(address) : emptyValues));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [addAddress, added] = useAddAddressMutation();
  const [updateAddress, updated] = useUpdateAddressMutation();
  const busy = added.isLoading || updated.isLoading;
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const showErrors = (found: AddressErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validateAddress(values);
    if (result.errors) {
      showErrors(result.errors);
      return;
    }
    inFlight.current = true;
    setErrors({});
    setAlert(null);
    try {
      if (address) await updateAddress({ id: address.id, address: result.address }).unwrap();
      else await addAddress(result.address).unwrap();
      onClose();
    } catch (error) {
      const fields = readApiError(error)?.errors ?? {};
      const fieldErrors: AddressErrors = Object.fromEntries(
        Object.entries(fields).filter(([field]) => field in emptyValues),
      );
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setAlert(apiErrorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const change =
    (field: keyof AddressInput) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      // An error stays only until the shopper edits what it is about.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  const input = (field: keyof AddressInput) => ({
    name: field,
    value: values[field],
    onChange: change(field),
  });

  return (
    <form ref={form} className="address-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div role="alert">{alert && <p className="form-error">{alert}</p>}</div>
      <div className="address-form__grid">
        <AddressField label="Name" error={errors.name} wide>
          {(control) => <input {...control} {...input('name')} autoComplete="name" required />}
        </AddressField>
        <AddressField label="Mobile number" error={errors.mobile}>
          {(control) => (
            <input
              {...control}
              {...input('mobile')}
              type="number"
              inputMode="numeric"
              autoComplete="tel-national"
              required
            />
          )}
        </AddressField>
        <AddressField label="Alternate mobile (optional)" error={errors.alternatemobile}>
          {(control) => (
            <input
              {...control}
              {...input('alternatemobile')}
              type="number"
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </AddressField>
        <AddressField label="Address (house, street, area)" error={errors.residence} wide>
          {(control) => <input {...control} {...input('residence')} autoComplete="street-address" required />}
        </AddressField>
        <AddressField label="City" error={errors.city}>
          {(control) => <input {...control} {...input('city')} autoComplete="address-level2" required />}
        </AddressField>
        <AddressField label="Pincode" error={errors.pincode}>
          {(control) => (
            <input
              {...control}
              {...input('pincode')}
              type="number"
              inputMode="numeric"
              autoComplete="postal-code"
              required
            />
          )}
        </AddressField>
        <AddressField label="State" error={errors.state} wide>
          {(control) => (
            <select {...control} {...input('state')} autoComplete="address-level1" required>
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
        </AddressField>
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {address ? 'Save Address' : 'Add Address'}
        </button>
      </div>
    </form>
  );
}
