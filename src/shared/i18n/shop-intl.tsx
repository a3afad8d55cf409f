import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { LanguageContext } from './language-context';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from './locales';

/** The messages of `locale`, or English until they have loaded (they are loaded before a page renders). */
function useMessages(locale: Locale) {
  const [, setLoaded] = useState(0);
  const messages = loadedCatalogue(locale);
  useEffect(() => {
    if (!messages) void loadCatalogue(locale).then(() => setLoaded((count) => count + 1));
  }, [locale, messages]);
  return messages
    ? { locale, messages }
    : { locale: DEFAULT_LOCALE, messages: loadedCatalogue(DEFAULT_LOCALE) };
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
