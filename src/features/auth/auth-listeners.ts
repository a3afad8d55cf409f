import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listener';
import { selectToken, sessionEnded, sessionStarted } from '@/app/session';
import { inlineMessages, serverMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { removeLoginRecord, writeLoginRecord } from './login-record';

function requestUrl(action: UnknownAction): string {
  const meta: unknown = action.meta;
  if (typeof meta !== 'object' || meta === null || !('baseQueryMeta' in meta)) return '';
  const { baseQueryMeta } = meta;
  if (typeof baseQueryMeta !== 'object' || baseQueryMeta === null || !('request' in baseQueryMeta)) return '';
  const { request } = baseQueryMeta;
  return request instanceof Request ? new URL(request.url).pathname : '';
}

/**
 * A signed token whose account no longer exists (the browser's saved mock db was reset, say) is
 * refused with 404 'not Registered' rather than 401: that session is over too.
 */
function isUnknownAccount(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const { payload } = action;
  if (typeof payload !== 'object' || payload === null || !('status' in payload) || !('data' in payload)) {
    return false;
  }
  const { status, data } = payload;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : null;
  return (
    status === 404 &&
    message === serverMessages.emailNotRegistered &&
    requestUrl(action).includes('/api/user/')
  );
}

export function registerAuthListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => writeLoginRecord(payload),
  });
  startListening({
    actionCreator: sessionEnded,
    effect: ({ payload }) => {
      removeLoginRecord();
      if (payload.reason === 'logout') notify.error(toastMessages.loggedOut);
      if (payload.reason === 'expired') notify.warning(inlineMessages.sessionExpired);
    },
  });
  startListening({
    predicate: (action, state) => selectToken(state) !== null && isUnknownAccount(action),
    effect: (_action, { dispatch }) => {
      dispatch(sessionEnded({ reason: 'expired' }));
    },
  });
}
