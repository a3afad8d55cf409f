import type { UnknownAction } from '@reduxjs/toolkit';
import { answerIsTheList, baseApi } from '@/app/api';
import type { Product, WishlistItem } from '@/shared/types';

type WishlistResponse = { wishlist: WishlistItem[] };
const toWishlist = (response: WishlistResponse) => response.wishlist;

/** Every wishlist mutation answers with the whole wishlist: it becomes what `getWishlist` holds. */
const answerIsTheWishlist = answerIsTheList<WishlistItem[]>((wishlist, token): UnknownAction =>
  wishlistApi.util.upsertQueryEntries([{ endpointName: 'getWishlist', arg: token, value: wishlist }]),
);

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session's token, so each login gets its own cache entry. */
    getWishlist: builder.query<WishlistItem[], string>({
      query: () => '/user/wishlist',
      transformResponse: toWishlist,
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    addToWishlist: builder.mutation<WishlistItem[], Product>({
      query: (product) => ({
        url: '/user/wishlist',
        method: 'POST',
        body: { product: { ...product, wished: true } },
      }),
      transformResponse: toWishlist,
      onQueryStarted: answerIsTheWishlist,
    }),
    removeFromWishlist: builder.mutation<WishlistItem[], string>({
      query: (productId) => ({ url: `/user/wishlist/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      transformResponse: toWishlist,
      onQueryStarted: answerIsTheWishlist,
    }),
  }),
});

export const { useGetWishlistQuery } = wishlistApi;

/** Dispatch to add or remove (see `requestAddToCart` in the cart feature for why not mutation hooks). */
export const requestAddToWishlist = (product: Product) =>
  wishlistApi.endpoints.addToWishlist.initiate(product, { track: false });
export const requestRemoveFromWishlist = (productId: string) =>
  wishlistApi.endpoints.removeFromWishlist.initiate(productId, { track: false });
