import { useAddresses } from '@/features/addresses';
import { useCart } from '@/features/cart';
import { useWishlist } from '@/features/wishlist';

/**
 * Asked of the shopper's own lists only, not of the whole API: another tab, or the request tester,
 * may have changed them, while refetching the catalogue on every return to the tab would cost a
 * large download for nothing.
 */
const refreshOnReturn = { refetchOnFocus: true, refetchOnReconnect: true };

/**
 * Spec §4: cart and wishlist load whenever the session changes. Keyed by the session's account, so
 * one shopper never sees another's cached cart. The subscriptions also keep them fresh when a tag
 * is invalidated.
 */
export function useSessionData(): void {
  useCart(refreshOnReturn);
  useWishlist(refreshOnReturn);
  useAddresses(refreshOnReturn);
}
