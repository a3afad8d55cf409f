import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue, subscribeCatalogues, type Messages } from './catalogues';
import { englishCore } from './catalogue-files';
import { LanguageContext } from './language-context';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from './locales';

type Shown = { locale: Locale; messages: Messages };

/** Per page language, the last answer: useSyncExternalStore needs the same object until a change. */
const lastShown = new Map<Locale, Shown>();

/** The language whose messages are shown, and its messages (English's core when none has loaded). */
function shownCatalogue(locale: Locale): Shown {
  const ready = [locale, ...LOCALES].find((candidate) => loadedCatalogue(candidate));
  const shown = ready
    ? { locale: ready, messages: loadedCatalogue(ready) as Messages }
    : { locale: DEFAULT_LOCALE, messages: englishCore as Messages };
  const last = lastShown.get(locale);
  if (last?.locale === shown.locale && last.messages === shown.messages) return last;
  lastShown.set(locale, shown);
  return shown;
}

/**
 * What the page shows: the messages of `locale`, new ones each time a part arrives (so the provider
 * re-renders in place, nothing remounts); until its catalogue has loaded (it is loaded before a
 * page renders; after the browser's back button, maybe not), those of a language that has.
 */
function useMessages(locale: Locale): { locale: Locale; messages: Messages } {
  const shown = useSyncExternalStore(
    subscribeCatalogues,
    () => shownCatalogue(locale),
    () => shownCatalogue(locale),
  );
  useEffect(() => {
    void loadCatalogue(locale);
  }, [locale]);
  return shown;
}

/**
 * The page's language for everything under it: react-intl's messages and formats (hi-IN or en-IN;
 * India time is each formatter's own), the language control, and `<html lang>` once the browser
 * moves between languages (the server writes the first page's).
 */
export function ShopIntl({
  locale,
  switchTo,
  children,
}: {
  locale: Locale;
  switchTo: (locale: Locale) => void;
  children: ReactNode;
}) {
  const shown = useMessages(locale);
  const control = useMemo(() => ({ locale: shown.locale, switchTo }), [shown.locale, switchTo]);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[shown.locale];
  }, [shown.locale]);
  return (
    <LanguageContext.Provider value={control}>
      <IntlProvider
        locale={LANGUAGE_TAGS[shown.locale]}
        defaultLocale={LANGUAGE_TAGS[DEFAULT_LOCALE]}
        messages={shown.messages}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
