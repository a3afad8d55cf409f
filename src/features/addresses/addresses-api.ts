import { baseApi } from '@/app/api';
import type { Address, AddressInput } from '@/shared/types';

type AddressesResponse = { addresses: Address[] };
const toAddresses = (response: AddressesResponse) => response.addresses;
const tags = [{ type: 'Address' as const, id: 'LIST' }];

/** Saved per user on the server (DECISIONS: the original kept them in memory only). */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session's token, so each login gets its own cache entry. */
    getAddresses: builder.query<Address[], string>({
      query: () => '/user/addresses',
      transformResponse: toAddresses,
      providesTags: tags,
    }),
    addAddress: builder.mutation<{ address: Address; addresses: Address[] }, AddressInput>({
      query: (address) => ({ url: '/user/addresses', method: 'POST', body: { address } }),
    }),
    updateAddress: builder.mutation<Address[], { id: string; address: AddressInput }>({
      query: ({ id, address }) => ({
        url: `/user/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { address },
      }),
      transformResponse: toAddresses,
    }),
    deleteAddress: builder.mutation<Address[], string>({
      query: (id) => ({ url: `/user/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toAddresses,
    }),
    selectAddress: builder.mutation<Address[], string>({
      query: (id) => ({ url: `/user/addresses/${encodeURIComponent(id)}/select`, method: 'POST' }),
      transformResponse: toAddresses,
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSelectAddressMutation,
} = addressesApi;
