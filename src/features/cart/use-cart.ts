import { useGetCartQuery } from '@/kernel/cart-query-api';
import { useSessionQuery, type SessionQueryOptions } from '@/kernel/use-session-query';
import type { CartItem } from '@/shared/types';

const noLines: CartItem[] = [];

/** The shopper's cart (empty when logged out), whether it is loading or failed, and a retry. */
export function useCart(options?: SessionQueryOptions) {
  const { data: items, ...status } = useSessionQuery(useGetCartQuery, noLines, options);
  return { items, ...status };
}
