import { useAppSelector } from '@/app/hooks';
import { selectToken } from '@/app/session';
import { useGetAddressesQuery } from '@/features/addresses';
import { useGetCartQuery } from '@/features/cart';
import { useGetWishlistQuery } from '@/features/wishlist';

/**
 * Spec §4: cart and wishlist load whenever the token changes. Keyed by token, so one shopper never
 * sees another's cached cart. The subscriptions also keep them fresh when a tag is invalidated.
 */
export function useSessionData(): void {
  const token = useAppSelector(selectToken);
  const skip = token === null;
  useGetCartQuery(token ?? '', { skip });
  useGetWishlistQuery(token ?? '', { skip });
  useGetAddressesQuery(token ?? '', { skip });
}
