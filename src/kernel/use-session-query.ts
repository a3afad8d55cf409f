import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from './hooks';
import { selectSessionKey } from './session';

/** Options the layout passes to keep the shopper's lists fresh (refetch on focus and reconnect). */
export interface SessionQueryOptions {
  refetchOnFocus?: boolean;
  refetchOnReconnect?: boolean;
}

/** An RTK Query hook of a query whose argument is the session key. */
type SessionQueryHook<Data> = (
  sessionKey: string | typeof skipToken,
  options?: SessionQueryOptions,
) => { data?: Data; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };

/**
 * One of the shopper's lists as a screen needs it: the data (empty when logged out or not yet
 * loaded), whether it is loading or failed and why, and a retry. It subscribes with the session's key, so
 * each screen asks the same cache entry and no call site repeats `key ?? skipToken`.
 */
export function useSessionQuery<Data>(
  useQuery: SessionQueryHook<Data>,
  none: Data,
  options?: SessionQueryOptions,
) {
  const sessionKey = useAppSelector(selectSessionKey);
  const { data, isLoading, isError, error, refetch } = useQuery(sessionKey ?? skipToken, options);
  return { data: data ?? none, isLoading, isError, error, refetch };
}
