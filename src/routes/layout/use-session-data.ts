import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { selectToken } from '@/app/session';
import { useGetAddressesQuery } from '@/features/addresses';
import { useGetCartQuery } from '@/features/cart';
import { useGetWishlistQuery } from '@/features/wishlist';

/**
 * Asked of the shopper's own lists only, not of the whole API: another tab, or the request tester,
 * may have changed them, while refetching the catalogue on every return to the tab would cost a
 * large download for nothing.
 */
const refreshOnReturn = { refetchOnFocus: true, refetchOnReconnect: true };

/**
 * Spec §4: cart and wishlist load whenever the token changes. Keyed by token, so one shopper never
 * sees another's cached cart. The subscriptions also keep them fresh when a tag is invalidated.
 */
export function useSessionData(): void {
  const session = useAppSelector(selectToken) ?? skipToken;
  useGetCartQuery(session, refreshOnReturn);
  useGetWishlistQuery(session, refreshOnReturn);
  useGetAddressesQuery(session, refreshOnReturn);
}
