import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguageControl } from '../i18n/language-context';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, samePageIn, type Locale } from '../i18n/locales';

const OTHER: Record<Locale, Locale> = { en: 'hi', hi: 'en' };

/**
 * The language control (issue 37): a link named in the other language, in that language
 * (**हिन्दी** on an English page, **English** on a Hindi one), to the same page and query there. A
 * real link, so it works before the script has run and a search engine follows it; a click moves
 * in place and remembers the choice.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { locale, switchTo } = useLanguageControl();
  const { pathname, search } = useLocation();
  const other = OTHER[locale];
  // The router's location is under its basename: the page's own path is the language's base + it.
  const href = samePageIn(other, pathname, search);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    switchTo(other);
  };
  return (
    <a
      href={href}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      className={className}
      onClick={onClick}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
