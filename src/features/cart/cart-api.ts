import { baseApi } from '@/kernel/api';
import { storeCart } from '@/kernel/cart-query-api';
import { storeAnswerInSessionList } from '@/kernel/session-lists';
import type { CartItem, CatalogueProduct } from '@/shared/types';

type CartResponse = { cart: CartItem[] };
const toCart = (response: CartResponse) => response.cart;

/** Every cart mutation answers with the whole cart: it becomes what `getCart` holds (src/kernel). */
const storeCartAnswer = storeAnswerInSessionList<CartItem[]>(storeCart);

export const cartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    addToCart: builder.mutation<CartItem[], CatalogueProduct>({
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
