import type { AppStartListening } from '@/kernel/root-reducer';
import { sessionEnded } from '@/kernel/session';
import { SESSION_EXPIRED } from '@/shared/request-words';
import { notify } from '@/shared/notify';
import { rememberLanguage } from '@/shared/i18n/remember-language';
import { isSessionAnswer, isTokenRenewed } from './auth-api';
import { readLoginRecord, removeLoginRecord, writeLoginRecord } from './login-record';

export function registerAuthListeners(startListening: AppStartListening): void {
  // Spec §4: the token and user are saved to localStorage on login and signup.
  startListening({
    matcher: isSessionAnswer,
    effect: ({ payload: { token, user } }) => {
      const { firstName, lastName, email, cart, wishlist, guest } = user;
      const recorded = { firstName, lastName, email, cart, wishlist, ...(guest ? { guest } : {}) };
      writeLoginRecord({ token, user: recorded });
      // The language the account chose (issue 37) is this browser's from now on: `/` opens in it.
      if (user.language) rememberLanguage(user.language);
    },
  });
  // A password change's fresh token replaces the old one in the record (and in the other tabs).
  startListening({
    matcher: isTokenRenewed,
    effect: ({ payload: { token } }) => {
      const record = readLoginRecord();
      if (record) writeLoginRecord({ ...record, token });
    },
  });
  startListening({
    actionCreator: sessionEnded,
    effect: ({ payload }) => {
      removeLoginRecord();
      // A logout's own toast ("Logged Out") is raised where it is asked for (useLogout), in the page's language.
      if (payload.reason === 'expired') notify.warning(SESSION_EXPIRED);
    },
  });
}
