import { useCallback } from 'react';
import { saveLanguage } from '@/features/auth';
import { selectIsLoggedIn } from '@/kernel/session';
import type { Locale } from '@/shared/i18n/locales';
import { rememberLanguage } from '@/shared/i18n/remember-language';
import type { AppStore } from './store';

/**
 * What the language control does with a choice beyond moving the page: this browser remembers it
 * (a cookie the server reads at `/`), and a logged-in shopper's account keeps it (login answers it,
 * so another browser remembers it too).
 */
export function useRememberLanguage(store: AppStore) {
  return useCallback(
    (locale: Locale) => {
      rememberLanguage(locale);
      if (selectIsLoggedIn(store.getState())) void store.dispatch(saveLanguage(locale));
    },
    [store],
  );
}
