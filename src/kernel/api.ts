import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { readApiError } from '@/shared/api-error';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localeOf } from '@/shared/i18n/locales';
import { QUEUED_MS_HEADER } from '@/shared/queued-request';
import { BACKEND_DID_NOT_START, EMAIL_NOT_REGISTERED, STAFF_ACCOUNT_DISABLED } from '@/shared/request-words';
import { backendReadyAfterMs } from './backend';
import { transportOf, type ApiTransport } from './api-transport';
import { pageDataArrived } from './page-data';
import { selectToken, sessionEnded, type SessionState } from './session';
import { selectStaffToken, staffSessionEnded, type StaffSessionState } from './staff-session';

/** How long the request waited for the backend to start, passed from baseQuery to prepareHeaders. */
interface QueuedOption {
  queuedMs: number;
  /** The path under /api, which says whose token signs the request. */
  path: string;
}

/** The page's language, from its address (/hi/… is Hindi); English where there is no page (the server). */
const pageLocale = () => (typeof location === 'undefined' ? DEFAULT_LOCALE : localeOf(location.pathname));

/** The console's requests: signed with the staff token, never the shopper's (and the other way round). */
const STAFF_PREFIX = '/staff/';
const isStaffUrl = (url: string) => url.startsWith(STAFF_PREFIX);

/** The authorization a request carries: the staff session's for `/api/staff/*`, the shopper's otherwise. */
function authorizationFor(url: string, state: unknown): string | null {
  if (isStaffUrl(url)) {
    const staffToken = selectStaffToken(state as StaffSessionState);
    return staffToken ? `Bearer ${staffToken}` : null;
  }
  return selectToken(state as SessionState);
}

/** fetchBaseQuery over one transport's fetch; one per transport, made at its first request. */
const rawBaseQueries = new WeakMap<ApiTransport, ReturnType<typeof fetchBaseQuery>>();
function rawBaseQueryOf(transport: ApiTransport) {
  let query = rawBaseQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: '',
      fetchFn: transport.fetch,
      prepareHeaders: (headers, { getState, extraOptions }) => {
        const { queuedMs, path } = extraOptions as QueuedOption;
        const token = authorizationFor(path, getState());
        if (token && !headers.has('authorization')) headers.set('authorization', token);
        if (queuedMs > 0) headers.set(QUEUED_MS_HEADER, String(queuedMs));
        // The shopper's refusals come in the page's language (docs/api.md); the console's stay
        // English whatever the browser's own languages.
        headers.set('accept-language', LANGUAGE_TAGS[isStaffUrl(path) ? DEFAULT_LOCALE : pageLocale()]);
        return headers;
      },
    });
    rawBaseQueries.set(transport, query);
  }
  return query;
}

/**
 * The one rule for "this session is over": the server refuses the token (401), or the token names
 * an account that no longer exists (404 'not Registered' — the browser's saved mock db was reset,
 * say). Only the shopper's own resources count: a refused login is not a session ending.
 */
function endsSession(url: string, error: FetchBaseQueryError): boolean {
  if (!url.startsWith('/user/')) return false;
  const failure = readApiError(error);
  return failure?.status === 401 || (failure?.status === 404 && failure.message === EMAIL_NOT_REGISTERED);
}

/** A staff request refused for its token (expired, logged out, the account disabled since). */
function endsStaffSession(url: string, error: FetchBaseQueryError, state: unknown): boolean {
  if (!isStaffUrl(url) || selectStaffToken(state as StaffSessionState) === null) return false;
  const failure = readApiError(error);
  return failure?.status === 401 || (failure?.status === 403 && failure.message === STAFF_ACCOUNT_DISABLED);
}

/** Resolves the base URL per request (it may depend on `location`), and ends a refused session. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  let queuedMs: number;
  try {
    queuedMs = await backendReadyAfterMs();
  } catch {
    const message = BACKEND_DID_NOT_START;
    return { error: { status: 'CUSTOM_ERROR', error: message, data: { message } } };
  }
  const transport = transportOf(api.extra);
  const rawBaseQuery = rawBaseQueryOf(transport);
  const result = await rawBaseQuery({ ...request, url: `${transport.baseUrl()}${request.url}` }, api, {
    ...(extraOptions as object | undefined),
    queuedMs,
    path: request.url,
  } satisfies QueuedOption);
  if (result.error && endsStaffSession(request.url, result.error, api.getState())) {
    api.dispatch(staffSessionEnded({ reason: 'expired' }));
  }
  const hadToken = selectToken(api.getState() as SessionState) !== null;
  if (result.error && hadToken && endsSession(request.url, result.error)) {
    api.dispatch(sessionEnded({ reason: 'expired' }));
  }
  return result;
};

/**
 * The shopper's own resources, and a product's reviews (by id): a write the shop did not make
 * itself (the request tester) may change any.
 */
export const tagTypes = ['Cart', 'Wishlist', 'Address', 'Order', 'Review', 'Stock', 'Update'] as const;

/** The shopper's updates: the header's unread count and the /updates list (every order step makes one). */
export const updateTags = {
  count: { type: 'Update', id: 'COUNT' },
  list: { type: 'Update', id: 'LIST' },
} as const;

/** What the staff console reads; a staff session's end drops them with the session. */
export const staffTagTypes = [
  'StaffOrder',
  'StaffProduct',
  'Stock',
  'StaffMember',
  'Audit',
  'Complaint',
  'StaffReturn',
  'StaffDashboard',
] as const;

/** The one API of the shop; every feature injects its endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // A server-rendered page carries the answers it was rendered from (src/kernel/page-data.ts): the
  // state of this same API in the server's store, so it is taken as that state's type.
  extractRehydrationInfo: (action, { reducerPath }) =>
    pageDataArrived.match(action) ? (action.payload[reducerPath] as never) : undefined,
  tagTypes: [...tagTypes, ...staffTagTypes],
  endpoints: () => ({}),
});
