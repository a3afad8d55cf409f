import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useGetPincodeQuery, useLazyGetPincodeQuery } from '@/kernel/pincodes-api';
import { cleanAddress } from '@/shared/address-validation';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { PINCODE_PATTERN } from '@/shared/pincode';
import type { Address, AddressInput, PincodeAnswer } from '@/shared/types';
import { addressErrorsIn } from './address-errors';
import { useAddAddressMutation, useUpdateAddressMutation } from './addresses-api';

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

/**
 * The address form's controller: its draft (nothing reaches the store or the server until the
 * server accepts it), checked against the pincode's place once it has arrived, and the pincode
 * field, whose pincode fills City and State in.
 */
export function useAddressForm(address: Address | null) {
  const intl = useIntl();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [lookUpPincode] = useLazyGetPincodeQuery();
  /** What the pincode data said for the pincode before this one: a field still saying it follows. */
  const lastFilled = useRef<Partial<AddressValues>>({});
  const controller = useForm<AddressValues>({
    initialValues: () => (address ? valuesOf(address) : emptyValues),
    // The server checks the pincode's state too; here the check needs the place to have arrived.
    validate: (current: AddressValues): FieldErrors<AddressValues> =>
      addressErrorsIn(intl, current, place ?? null),
    send: async (values) => {
      const input = cleanAddress(values);
      if (address) await updateAddress({ id: address.id, address: input }).unwrap();
      else await addAddress(input).unwrap();
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });
  const { field, fill } = controller;
  const pincode = controller.values.pincode.trim();
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

  return { ...controller, pincodeField: { ...pincodeField, onChange: onPincodeChange } };
}
