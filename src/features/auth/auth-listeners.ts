import type { AppStartListening } from '@/app/listener';
import { sessionEnded, sessionStarted } from '@/app/session';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { removeLoginRecord, writeLoginRecord } from './login-record';

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
}
