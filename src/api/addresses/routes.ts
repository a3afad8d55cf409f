import { HttpResponse } from 'msw';
import { route, type ApiRoute } from '@/api/http/route';
import { cleanAddress, validateAddress } from '@/shared/address-validation';
import type { AddressInput } from '@/shared/types';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { shopperRefusals as refusals } from '@/api/words';
import { MAX_ADDRESSES_PER_USER } from '@/api/limits/limits';
import { lookupPincode } from '@/api/pincodes';
import { MAX_FIELD_LENGTH, asObject, tooLong } from '@/api/http/validate';

async function addressFrom(body: unknown) {
  const input = asObject(asObject(body).address, 'The request body needs an address object.');
  // A pincode the data places in another state is refused; one it does not know is taken as it is.
  const result = validateAddress(input, await lookupPincode(cleanAddress(input).pincode));
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

// Another user's address answers exactly like a missing one: ids reveal nothing.
const noSuchAddress = () => notFound(refusals.noSuchAddress);

export function addressRoutes(backend: Backend): ApiRoute[] {
  const { repos } = backend;
  const { addresses } = repos;
  const all = async (userId: string) => ({ addresses: await addresses.of(userId) });

  return [
    route({
      method: 'GET',
      path: '/api/user/addresses',
      access: 'shopper',
      answer: async ({ user }) => HttpResponse.json(await all(user._id)),
    }),

    route({
      method: 'POST',
      path: '/api/user/addresses',
      access: 'shopper',
      answer: async ({ user, body }) => {
        const input = await addressFrom(body);
        if ((await addresses.count(user._id)) >= MAX_ADDRESSES_PER_USER) {
          throw new HttpError(422, refusals.tooManyAddresses);
        }
        const address = await addresses.insert(user._id, input, stampOf(backend.clock));
        return HttpResponse.json({ address, ...(await all(user._id)) }, { status: 201 });
      },
    }),

    route({
      method: 'PUT',
      path: '/api/user/addresses/:addressId',
      access: 'shopper',
      answer: async ({ user, params, body }) => {
        const input = await addressFrom(body);
        if (!(await addresses.replace(user._id, params.addressId, input))) throw noSuchAddress();
        return HttpResponse.json(await all(user._id));
      },
    }),

    route({
      method: 'POST',
      path: '/api/user/addresses/:addressId/select',
      access: 'shopper',
      answer: async ({ user, params }) => {
        if (!(await addresses.select(user._id, params.addressId))) throw noSuchAddress();
        return HttpResponse.json(await all(user._id));
      },
    }),

    route({
      method: 'DELETE',
      path: '/api/user/addresses/:addressId',
      access: 'shopper',
      answer: async ({ user, params }) => {
        if (!(await addresses.remove(user._id, params.addressId))) throw noSuchAddress();
        return HttpResponse.json(await all(user._id));
      },
    }),
  ];
}
