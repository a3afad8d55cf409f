import { useSessionQuery, type SessionQueryOptions } from '@/kernel/use-session-query';
import type { WishlistItem } from '@/shared/types';
import { useGetWishlistQuery } from './wishlist-api';

const noItems: WishlistItem[] = [];

/** The shopper's wishlist (empty when logged out), whether it is loading or failed, and a retry. */
export function useWishlist(options?: SessionQueryOptions) {
  const { data: items, ...status } = useSessionQuery(useGetWishlistQuery, noItems, options);
  return { items, ...status };
}
