import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
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

/** Where a history is and how it got there. */
export interface HistoryState {
  location: Location;
  action: NavigationType;
}

/** A history the app's router follows: the browser's (ShopBrowserRouter), or a test's. */
export interface RouterHistory {
  readonly state: HistoryState;
  listen: (listener: (state: HistoryState) => void) => () => void;
  navigator: Navigator;
}

/** LocaleRouter on a history it follows: each move re-renders the app at the new location. */
export function HistoryLocaleRouter({
  history,
  onLanguageChosen,
  children,
}: {
  history: RouterHistory;
  onLanguageChosen: (locale: Locale) => void;
  children: ReactNode;
}) {
  const [{ location, action }, setState] = useState(history.state);
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <LocaleRouter
      location={location}
      navigationType={action}
      navigator={history.navigator}
      onLanguageChosen={onLanguageChosen}
    >
      {children}
    </LocaleRouter>
  );
}
