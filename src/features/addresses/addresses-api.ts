import { baseApi } from '@/kernel/api';
import { storeAnswerInSessionList, upsertOverRunning, type SessionListWrite } from '@/kernel/session-lists';
import type { Address, AddressInput } from '@/shared/types';

type AddressesResponse = { addresses: Address[] };
const toAddresses = (response: AddressesResponse) => response.addresses;
const tags = [{ type: 'Address' as const, id: 'LIST' }];

/**
 * Every address mutation answers with the whole address book: it becomes what `getAddresses`
 * holds. Spec §4's add, edit, delete and select are the server's; the app shows its answer.
 */
const storeBook = (addresses: Address[], sessionKey: string): SessionListWrite =>
  upsertOverRunning(
    addressesApi.util.upsertQueryEntries([
      { endpointName: 'getAddresses', arg: sessionKey, value: addresses },
    ]),
    addressesApi.util.getRunningQueryThunk('getAddresses', sessionKey),
    sessionKey,
  );
const storeBookAnswer = storeAnswerInSessionList<Address[]>(storeBook);

/** Saved per user on the server (DECISIONS: the original kept them in memory only). */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session key (`selectSessionKey`), so each account gets its own cache entry. */
    getAddresses: builder.query<Address[], string>({
      query: () => '/user/addresses',
      transformResponse: toAddresses,
      providesTags: tags,
    }),
    addAddress: builder.mutation<{ address: Address; addresses: Address[] }, AddressInput>({
      query: (address) => ({ url: '/user/addresses', method: 'POST', body: { address } }),
      onQueryStarted: storeAnswerInSessionList<{ addresses: Address[] }>(({ addresses }, sessionKey) =>
        storeBook(addresses, sessionKey),
      ),
    }),
    updateAddress: builder.mutation<Address[], { id: string; address: AddressInput }>({
      query: ({ id, address }) => ({
        url: `/user/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { address },
      }),
      transformResponse: toAddresses,
      onQueryStarted: storeBookAnswer,
    }),
    deleteAddress: builder.mutation<Address[], string>({
      query: (id) => ({ url: `/user/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: toAddresses,
      onQueryStarted: storeBookAnswer,
    }),
    selectAddress: builder.mutation<Address[], string>({
      query: (id) => ({ url: `/user/addresses/${encodeURIComponent(id)}/select`, method: 'POST' }),
      transformResponse: toAddresses,
      onQueryStarted: storeBookAnswer,
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation, useUpdateAddressMutation } = addressesApi;
