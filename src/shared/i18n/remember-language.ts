import { languageCookie, rememberedLocale, type Locale } from './locales';

/** Remembers the shopper's language in this browser: the cookie the server reads at `/`. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = languageCookie(locale);
}

/** The language this browser last chose, if any. */
export const rememberedLanguage = (): Locale | null => rememberedLocale(document.cookie);
