import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { backendReady } from './backend';
import { apiBaseUrl } from './config';
import { selectToken, sessionEnded, type SessionState } from './session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as SessionState);
    if (token && !headers.has('authorization')) headers.set('authorization', token);
    return headers;
  },
});

/** Resolves the base URL per request (it may depend on `location`), and ends a refused session. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    await backendReady();
  } catch {
    return { error: { status: 'FETCH_ERROR', error: 'The shop could not start its backend.' } };
  }
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl()}${request.url}` }, api, extraOptions);
  const hadToken = selectToken(api.getState() as SessionState) !== null;
  if (result.error?.status === 401 && hadToken && request.url.startsWith('/user/')) {
    api.dispatch(sessionEnded({ reason: 'expired' }));
  }
  return result;
};

export const tagTypes = ['Product', 'Category', 'Cart', 'Wishlist', 'Address', 'Order', 'TestTodo'] as const;

/** The one API of the shop; every feature injects its endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** A readable message from any failed request: the server's `{ message }` or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return fallback;
  return typeof data.message === 'string' && data.message ? data.message : fallback;
}
