import { http, HttpResponse } from 'msw';
import { validateAddress } from '@/shared/address-validation';
import type { AddressInput } from '@/shared/types';
import { addressesOf, deleteAddress, findAddress, insertAddress, replaceAddress, selectAddress } from '../db';
import { authed } from '../handle';
import { badRequest, notFound } from '../http-error';
import { MAX_FIELD_LENGTH, asObject, tooLong } from '../validate';

function addressFrom(body: unknown) {
  const input = asObject(asObject(body).address, 'The request body needs an address object.');
  const result = validateAddress(input);
  if (result.errors) throw badRequest(Object.values(result.errors).join(' '), result.errors);
  // The form's rules have no upper bound; the server still refuses to store a novel as a city.
  const { address } = result;
  const fields = Object.keys(address) as (keyof AddressInput)[];
  const oversized = fields.filter((field) => (address[field] ?? '').length > MAX_FIELD_LENGTH);
  if (oversized.length > 0) {
    const errors = Object.fromEntries(oversized.map((field) => [field, tooLong(`The ${field}`)]));
    throw badRequest(Object.values(errors).join(' '), errors);
  }
  return address;
}

function requireOwnAddress(userId: string, id: string) {
  // Another user's address answers exactly like a missing one: ids reveal nothing.
  if (!findAddress(userId, id)) throw notFound('No saved address has that id.');
}

export const addressHandlers = [
  http.get(
    '*/api/user/addresses',
    authed(({ user }) => HttpResponse.json({ addresses: addressesOf(user._id) })),
  ),

  http.post(
    '*/api/user/addresses',
    authed(({ user, body }) => {
      const address = insertAddress(user._id, addressFrom(body));
      return HttpResponse.json({ address, addresses: addressesOf(user._id) }, { status: 201 });
    }),
  ),

  http.put<{ addressId: string }>(
    '*/api/user/addresses/:addressId',
    authed(({ user, params, body }) => {
      const address = addressFrom(body);
      requireOwnAddress(user._id, params.addressId);
      replaceAddress(user._id, params.addressId, address);
      return HttpResponse.json({ addresses: addressesOf(user._id) });
    }),
  ),

  http.post<{ addressId: string }>(
    '*/api/user/addresses/:addressId/select',
    authed(({ user, params }) => {
      requireOwnAddress(user._id, params.addressId);
      selectAddress(user._id, params.addressId);
      return HttpResponse.json({ addresses: addressesOf(user._id) });
    }),
  ),

  http.delete<{ addressId: string }>(
    '*/api/user/addresses/:addressId',
    authed(({ user, params }) => {
      requireOwnAddress(user._id, params.addressId);
      deleteAddress(user._id, params.addressId);
      return HttpResponse.json({ addresses: addressesOf(user._id) });
    }),
  ),
];
