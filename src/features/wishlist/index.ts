export { wishlistSlice, selectWishlistItems, selectWishlistCount, selectWishlistIds } from './wishlist-slice';
export { useGetWishlistQuery, addToWishlist, removeFromWishlist } from './wishlist-api';
