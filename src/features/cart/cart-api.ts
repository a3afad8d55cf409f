import type { UnknownAction } from '@reduxjs/toolkit';
import { answerIsTheList, baseApi } from '@/app/api';
import type { CartItem, Product } from '@/shared/types';

type CartResponse = { cart: CartItem[] };
const toCart = (response: CartResponse) => response.cart;

/** Every cart mutation answers with the whole cart: it becomes what `getCart` holds. */
const answerIsTheCart = answerIsTheList<CartItem[]>((cart, token): UnknownAction => storeCart(cart, token));

export const cartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session's token, so each login gets its own cache entry. */
    getCart: builder.query<CartItem[], string>({
      query: () => '/user/cart',
      transformResponse: toCart,
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addToCart: builder.mutation<CartItem[], Product>({
      query: (product) => ({ url: '/user/cart', method: 'POST', body: { product } }),
      transformResponse: toCart,
      onQueryStarted: answerIsTheCart,
    }),
    changeCartQty: builder.mutation<CartItem[], { productId: string; type: 'increment' | 'decrement' }>({
      query: ({ productId, type }) => ({
        url: `/user/cart/${encodeURIComponent(productId)}`,
        method: 'POST',
        body: { action: { type } },
      }),
      transformResponse: toCart,
      onQueryStarted: answerIsTheCart,
    }),
    removeFromCart: builder.mutation<CartItem[], string>({
      query: (productId) => ({ url: `/user/cart/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      transformResponse: toCart,
      onQueryStarted: answerIsTheCart,
    }),
  }),
});

/** Puts a cart the server answered with into `getCart`'s cache entry for that session. */
export function storeCart(cart: CartItem[], token: string) {
  return cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: token, value: cart }]);
}

export const { useGetCartQuery, useChangeCartQtyMutation, useRemoveFromCartMutation } = cartApi;

/**
 * Dispatch to add a sneaker. Product cards use this rather than a mutation hook: a grid of 24
 * cards with three mutation hooks each was a third of the list's render work. Untracked, because
 * nothing reads the request's state from the store (the card keeps its own busy flag).
 */
export const requestAddToCart = (product: Product) =>
  cartApi.endpoints.addToCart.initiate(product, { track: false });
