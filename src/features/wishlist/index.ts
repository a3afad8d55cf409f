export {
  selectWishlistItems,
  selectWishlistCount,
  selectWishlistIds,
  selectHeartRequest,
} from './wishlist-slice';
export { toggleHeart } from './toggle-heart';
export { useWishlist } from './use-wishlist';
