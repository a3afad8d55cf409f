import { createSessionList } from '@/app/session-list';
import { wishlistApi } from './wishlist-api';

const wishlist = createSessionList(
  'wishlist',
  (user) => user.wishlist,
  wishlistApi.endpoints.getWishlist.select,
);

export const wishlistSlice = wishlist.slice;
export const selectWishlistItems = wishlist.selectItems;
export const selectWishlistCount = wishlist.selectCount;
export const selectWishlistIds = wishlist.selectIds;
