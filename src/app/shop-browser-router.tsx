import { useLayoutEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Locale } from '@/shared/i18n/locales';
import { LocaleRouter } from './locale-router';

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
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <LocaleRouter
      location={state.location}
      navigationType={state.action}
      navigator={history}
      onLanguageChosen={onLanguageChosen}
    >
      {children}
    </LocaleRouter>
  );
}
