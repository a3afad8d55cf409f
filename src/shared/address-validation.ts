import indianStates from './indian-states.json';
import { pincodeMessages } from './messages';
import { PINCODE_PATTERN } from './pincode';
import type { AddressInput } from './types';

/** The 36 states and union territories (ISO 3166-2:IN), alphabetical. */
export const STATE_NAMES: readonly string[] = indianStates.map((state) => state.name);

/** Where the pincode data places a pincode: its state, and any other its post offices are in. */
export interface PincodeStates {
  state: string;
  otherStates: readonly string[];
}

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

const labels: Record<keyof AddressInput, string> = {
  name: 'Name',
  mobile: 'Mobile number',
  pincode: 'Pincode',
  city: 'City',
  residence: 'Address',
  alternatemobile: 'Alternate mobile number',
  state: 'State',
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The address as it is checked and saved: every field as trimmed text. */
export function cleanAddress(input: Partial<Record<keyof AddressInput, unknown>>): AddressInput {
  return {
    name: text(input.name),
    mobile: text(input.mobile),
    pincode: text(input.pincode),
    city: text(input.city),
    residence: text(input.residence),
    alternatemobile: text(input.alternatemobile),
    state: text(input.state),
  };
}

/**
 * One rule set for the address form and the mock server: required fields, a 6-digit pincode,
 * 10-digit mobiles, a state from the 36, and — when the pincode data knows the pincode (`place`) —
 * a state it is in. Returns the cleaned address or the errors by field.
 */
export function validateAddress(
  input: Partial<Record<keyof AddressInput, unknown>>,
  place: PincodeStates | null = null,
): { address: AddressInput; errors: null } | { address: null; errors: AddressErrors } {
  const address = cleanAddress(input);
  const errors: AddressErrors = {};
  for (const key of ['name', 'mobile', 'pincode', 'city', 'residence', 'state'] as const) {
    if (!address[key]) errors[key] = `${labels[key]} is required.`;
  }
  if (address.mobile && !/^[0-9]{10}$/.test(address.mobile)) {
    errors.mobile = 'Mobile number must be 10 digits.';
  }
  if (address.alternatemobile && !/^[0-9]{10}$/.test(address.alternatemobile)) {
    errors.alternatemobile = 'Alternate mobile number must be 10 digits.';
  }
  if (address.pincode && !PINCODE_PATTERN.test(address.pincode)) {
    errors.pincode = pincodeMessages.malformed;
  }
  if (address.state && !STATE_NAMES.includes(address.state)) {
    errors.state = 'Choose a state from the list.';
  }
  const statesKnown = !errors.pincode && !errors.state && address.pincode && address.state;
  if (statesKnown && place && place.state !== address.state && !place.otherStates.includes(address.state)) {
    errors.pincode = pincodeMessages.inOtherState(place.state);
  }
  return Object.keys(errors).length > 0 ? { address: null, errors } : { address, errors: null };
}
