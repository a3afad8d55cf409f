import type { AppStartListening } from '@/kernel/root-reducer';
import { sessionEnded } from '@/kernel/session';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { isSessionAnswer } from './auth-api';
import { removeLoginRecord, writeLoginRecord } from './login-record';

export function registerAuthListeners(startListening: AppStartListening): void {
  // Spec §4: the token and user are saved to localStorage on login and signup.
  startListening({
    matcher: isSessionAnswer,
    effect: ({ payload: { token, user } }) => {
      const { firstName, lastName, email, cart, wishlist } = user;
      writeLoginRecord({ token, user: { firstName, lastName, email, cart, wishlist } });
    },
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
