import { useCallback } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { rememberLanguage } from '@/shared/i18n/remember-language';
import type { AppStore } from './store';

/**
 * What the language control does with a choice beyond moving the page: this browser remembers it
 * (a cookie the server reads at `/`).
 */
export function useRememberLanguage(_store: AppStore) {
  return useCallback((locale: Locale) => rememberLanguage(locale), []);
}
