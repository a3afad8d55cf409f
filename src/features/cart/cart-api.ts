import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi, storeAnswerInSessionList } from '@/kernel/api';
import type { CartItem, Product } from '@/shared/types';

type CartResponse = { cart: CartItem[] };
const toCart = (response: CartResponse) => response.cart;

/** Every cart mutation answers with the whole cart: it becomes what `getCart` holds. */
const storeCartAnswer = storeAnswerInSessionList<CartItem[]>((cart, sessionKey): UnknownAction =>
  storeCart(cart, sessionKey),
);

export const cartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session key (`selectSessionKey`), so each account gets its own cache entry. */
    getCart: builder.query<CartItem[], string>({
      query: () => '/user/cart',
      transformResponse: toCart,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addToCart: builder.mutation<CartItem[], Product>({
      query: (product) => ({ url: '/user/cart', method: 'POST', body: { product } }),
      transformResponse: toCart,
      onQueryStarted: storeCartAnswer,
    }),
    changeCartQty: builder.mutation<CartItem[], { productId: string; type: 'increment' | 'decrement' }>({
      query: ({ productId, type }) => ({
        url: `/user/cart/${encodeURIComponent(productId)}`,
        method: 'POST',
        body: { action: { type } },
      }),
      transformResponse: toCart,
      onQueryStarted: storeCartAnswer,
    }),
    removeFromCart: builder.mutation<CartItem[], string>({
      query: (productId) => ({ url: `/user/cart/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      transformResponse: toCart,
      onQueryStarted: storeCartAnswer,
    }),
  }),
});

/** Puts a cart the server answered with into `getCart`'s cache entry for that session. */
export function storeCart(cart: CartItem[], sessionKey: string) {
  return cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: sessionKey, value: cart }]);
}

export const { useGetCartQuery } = cartApi;

/**
 * Dispatch to add a sneaker. Product cards use this rather than a mutation hook: a grid of 24
 * cards with three mutation hooks each was a third of the list's render work. Untracked by RTK
 * Query's mutation cache, because the cart slice follows the request itself (cart-slice.ts).
 */
export const requestAddToCart = (product: Product) =>
  cartApi.endpoints.addToCart.initiate(product, { track: false });
