import type { CartItem } from '@/shared/types';
import { baseApi } from './api';
import { upsertOverRunning, type SessionListWrite } from './session-lists';

/**
 * GET /api/user/cart: the shopper's cart, one cache entry per session. In the kernel, not the cart
 * feature, because two features write it: the cart's own requests answer with the whole cart, and
 * an order or payment answers with the cart it leaves (orders).
 */
export const cartQueryApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session key (`selectSessionKey`), so each account gets its own cache entry. */
    getCart: builder.query<CartItem[], string>({
      query: () => '/user/cart',
      transformResponse: (response: { cart: CartItem[] }) => response.cart,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const { useGetCartQuery } = cartQueryApi;

/** Puts a cart the server answered with into `getCart`'s cache entry for that session. */
export function storeCart(cart: CartItem[], sessionKey: string): SessionListWrite {
  return upsertOverRunning(
    cartQueryApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: sessionKey, value: cart }]),
    cartQueryApi.util.getRunningQueryThunk('getCart', sessionKey),
    sessionKey,
  );
}
