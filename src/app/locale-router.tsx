import { useCallback, type ReactNode } from 'react';
import { Router, type Location, type Navigator, type NavigationType } from 'react-router-dom';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { localeBase, localeOf, samePageIn, type Locale } from '@/shared/i18n/locales';
import { ShopIntl } from '@/shared/i18n/shop-intl';

export interface LocaleRouterProps {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
  /** Remembers a shopper's choice of language (a cookie; a logged-in shopper's profile). */
  onLanguageChosen: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * One route table in every language (issue 37): the page's language is read from its URL, and the
 * router's basename is that language's base ('/hi' for Hindi). So every route, link and redirect of
 * the app, written once against src/shared/paths.ts, lives under /hi too, and a link on a Hindi page
 * stays in Hindi. Switching language loads the catalogue first, then moves to the same page.
 */
export function LocaleRouter({
  location,
  navigationType,
  navigator,
  onLanguageChosen,
  children,
}: LocaleRouterProps) {
  const locale = localeOf(location.pathname);
  const { pathname, search } = location;
  const switchTo = useCallback(
    (target: Locale) => {
      onLanguageChosen(target);
      void loadCatalogue(target).then(() => navigator.push(samePageIn(target, pathname, search)));
    },
    [navigator, onLanguageChosen, pathname, search],
  );
  return (
    <ShopIntl locale={locale} switchTo={switchTo}>
      <Router
        basename={localeBase(locale)}
        location={location}
        navigationType={navigationType}
        navigator={navigator}
        useTransitions={false}
      >
        {children}
      </Router>
    </ShopIntl>
  );
}
