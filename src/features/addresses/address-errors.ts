import type { IntlShape } from 'react-intl';
import {
  cleanAddress,
  validateAddress,
  type AddressErrors,
  type PincodeStates,
} from '@/shared/address-validation';
import type { MessageId } from '@/shared/i18n/message-id';
import { PINCODE_PATTERN } from '@/shared/pincode';
import type { AddressInput } from '@/shared/types';

type Values = Partial<Record<keyof AddressInput, unknown>>;

const required: Record<keyof AddressInput, MessageId> = {
  name: 'addresses.nameRequired',
  mobile: 'addresses.mobileRequired',
  pincode: 'addresses.pincodeRequired',
  city: 'addresses.cityRequired',
  residence: 'addresses.residenceRequired',
  alternatemobile: 'addresses.alternateMobileDigits',
  state: 'addresses.stateRequired',
};

/** Why a filled field failed the shared rules (address-validation.ts), as a catalogue message. */
function reasonOf(key: keyof AddressInput, address: AddressInput, place: PincodeStates | null) {
  if (key === 'mobile') return { id: 'addresses.mobileDigits' } as const;
  if (key === 'alternatemobile') return { id: 'addresses.alternateMobileDigits' } as const;
  if (key === 'state') return { id: 'addresses.stateFromList' } as const;
  if (key === 'pincode' && !PINCODE_PATTERN.test(address.pincode))
    return { id: 'addresses.pincodeMalformed' } as const;
  if (key === 'pincode' && place) return { id: 'addresses.pincodeInOtherState', state: place.state } as const;
  return null;
}

/**
 * The address form's errors in the page's language. The rules stay one set, shared with the
 * server (validateAddress, whose English the API answers); this only words each failed field.
 */
export function addressErrorsIn(intl: IntlShape, values: Values, place: PincodeStates | null): AddressErrors {
  const { errors } = validateAddress(values, place);
  if (!errors) return {};
  const cleaned = cleanAddress(values);
  const worded: AddressErrors = {};
  for (const key of Object.keys(errors) as (keyof AddressInput)[]) {
    const reason = cleaned[key] ? reasonOf(key, cleaned, place) : { id: required[key] };
    worded[key] = reason
      ? intl.formatMessage({ id: reason.id }, { state: 'state' in reason ? reason.state : '' })
      : errors[key];
  }
  return worded;
}
