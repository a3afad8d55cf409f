import { baseApi } from '@/kernel/api';
import { storeAnswerInSessionList, upsertOverRunning, type SessionListWrite } from '@/kernel/session-lists';
import type { CatalogueProduct, WishlistItem } from '@/shared/types';

type WishlistResponse = { wishlist: WishlistItem[] };
const toWishlist = (response: WishlistResponse) => response.wishlist;

/** Every wishlist mutation answers with the whole wishlist: it becomes what `getWishlist` holds. */
const storeWishlistAnswer = storeAnswerInSessionList<WishlistItem[]>((wishlist, sessionKey) =>
  storeWishlist(wishlist, sessionKey),
);

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The argument is the session key (`selectSessionKey`), so each account gets its own cache entry. */
    getWishlist: builder.query<WishlistItem[], string>({
      query: () => '/user/wishlist',
      transformResponse: toWishlist,
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    addToWishlist: builder.mutation<WishlistItem[], CatalogueProduct>({
      query: (product) => ({
        url: '/user/wishlist',
        method: 'POST',
        body: { product: { ...product, wished: true } },
      }),
      transformResponse: toWishlist,
      onQueryStarted: storeWishlistAnswer,
    }),
    removeFromWishlist: builder.mutation<WishlistItem[], string>({
      query: (productId) => ({ url: `/user/wishlist/${encodeURIComponent(productId)}`, method: 'DELETE' }),
      transformResponse: toWishlist,
      onQueryStarted: storeWishlistAnswer,
    }),
  }),
});

export const { useGetWishlistQuery } = wishlistApi;

/** Puts a wishlist the server answered with into `getWishlist`'s cache entry for that session. */
export function storeWishlist(wishlist: WishlistItem[], sessionKey: string): SessionListWrite {
  return upsertOverRunning(
    wishlistApi.util.upsertQueryEntries([{ endpointName: 'getWishlist', arg: sessionKey, value: wishlist }]),
    wishlistApi.util.getRunningQueryThunk('getWishlist', sessionKey),
    sessionKey,
  );
}
