import { errorMessage } from '@/app/api';
import type { AddressErrors } from '@/shared/address-validation';
import { inlineMessages } from '@/shared/messages';
import type { AddressInput } from '@/shared/types';

const FIELDS: readonly (keyof AddressInput)[] = [
  'name',
  'mobile',
  'pincode',
  'city',
  'residence',
  'alternatemobile',
  'state',
];

/** The per-field `errors` of the server's 400 answer, limited to fields the form shows. */
export function serverAddressErrors(error: unknown): AddressErrors {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: AddressErrors = {};
  for (const field of FIELDS) {
    const message: unknown = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string') found[field] = message;
  }
  return found;
}

/** The server's words, or the network fallback when there were none. */
export const addressRequestError = (error: unknown) => errorMessage(error, inlineMessages.networkError);
