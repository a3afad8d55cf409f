import { useSessionQuery } from '@/kernel/use-session-query';
import type { Order } from '@/shared/types';
import { useGetOrdersQuery } from './orders-api';

const noOrders: Order[] = [];

/** The shopper's orders, newest first (the server sorts them), with loading and error. */
export function useOrders() {
  const { data: orders, ...status } = useSessionQuery(useGetOrdersQuery, noOrders);
  return { orders, ...status };
}
