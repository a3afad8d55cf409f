import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** The page's language, and how the language control moves the shopper to the same page in another. */
export interface LanguageControl {
  locale: Locale;
  /** The same page (path and query) in `locale`; the choice is remembered. */
  switchTo: (locale: Locale) => void;
}

export const LanguageContext = createContext<LanguageControl>({
  locale: DEFAULT_LOCALE,
  switchTo: () => undefined,
});

/** The language the page is in (from its URL: /hi/… is Hindi). */
export const useLocale = (): Locale => useContext(LanguageContext).locale;

export const useLanguageControl = (): LanguageControl => useContext(LanguageContext);
