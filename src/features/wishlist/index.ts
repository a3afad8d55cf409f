export { wishlistSlice, selectWishlistItems, selectWishlistCount, selectWishlistIds } from './wishlist-slice';
export { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } from './wishlist-api';
