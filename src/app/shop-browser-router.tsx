import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Locale } from '@/shared/i18n/locales';
import { HistoryLocaleRouter, type RouterHistory } from './locale-router';

/** The browser's history (react-router's own, as its BrowserRouter makes it) as the app's router follows it. */
function browserHistory(): RouterHistory {
  const history = createBrowserHistory({ window, v5Compat: true });
  return {
    get state() {
      return { action: history.action, location: history.location };
    },
    listen: (listener) => history.listen(({ action, location }) => listener({ action, location })),
    navigator: history,
  };
}

/**
 * react-router's BrowserRouter, with the basename read from each location (LocaleRouter): the
 * browser's history moves between /… and /hi/… as one history. Navigations apply at once, not in
 * a transition: the filters' checkboxes and radios are bound to the URL, and a deferred update
 * would show a click that did not take.
 */
export function ShopBrowserRouter({
  onLanguageChosen,
  children,
}: {
  onLanguageChosen: (locale: Locale) => void;
  children: ReactNode;
}) {
  const [history] = useState(browserHistory);
  return (
    <HistoryLocaleRouter history={history} onLanguageChosen={onLanguageChosen}>
      {children}
    </HistoryLocaleRouter>
  );
}
