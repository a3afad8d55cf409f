export { selectWishlistItems, selectWishlistCount, selectWishlistIds } from './wishlist-slice';
export { useGetWishlistQuery, requestAddToWishlist, requestRemoveFromWishlist } from './wishlist-api';
