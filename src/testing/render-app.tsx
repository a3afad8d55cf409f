import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { HistoryLocaleRouter } from '@/app/locale-router';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { localeOf } from '@/shared/i18n/locales';
import { useRememberLanguage } from '@/app/remember-language';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { ROUTE_LOADING_LABEL } from '@/routes/layout/layout';
import { makeStore, type AppStore } from '@/app/store';
import { sessionRestored } from '@/features/auth/auth-slice';
import { selectSellerRead } from '@/features/legal';
import { writeLoginRecord } from '@/features/auth/login-record';
import { JWT_SECRET, signToken } from '@/api/accounts/auth';
import { cartOf, findUserByEmail, wishlistOf } from '@/mocks/db';
import { settle } from './settle';
import { createTestHistory, type TestHistory } from './test-history';

/** A real token for a seeded user, signed as the mock server signs them. */
export async function tokenFor(email: string): Promise<string> {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`no seeded user ${email}`);
  return signToken({ _id: user._id, email: user.email }, JWT_SECRET, new Date());
}

/**
 * Starts a seeded user's session as a login record does: the record in `localStorage` (as a login
 * in this browser or another tab leaves it) and the session it names; the shop then loads the
 * user's lists from the server.
 */
export async function startSession(store: AppStore, email: string): Promise<string> {
  const row = findUserByEmail(email);
  if (!row) throw new Error(`no seeded user ${email}`);
  const record = {
    token: await tokenFor(email),
    user: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      cart: cartOf(row._id),
      wishlist: wishlistOf(row._id),
    },
  };
  writeLoginRecord(record);
  store.dispatch(sessionRestored(record));
  return record.token;
}

interface RenderAppOptions {
  /** The URL to start at. */
  route?: string;
  /** Log this seeded user in before the first render (as a restored login record would). */
  user?: { email: string };
  /** More <Route>s inside the layout (tests of the shell or of a component on its own). */
  extraRoutes?: ReactNode;
  /** A store made beforehand (one that has already sent requests, as the bootstrap's does). */
  store?: AppStore;
}

/** The app's router (LocaleRouter: /hi/… in Hindi) on the test's history; navigations apply at once. */
function TestRouter({
  history,
  store,
  children,
}: {
  history: TestHistory;
  store: AppStore;
  children: ReactNode;
}) {
  const rememberLanguage = useRememberLanguage(store);
  return (
    <HistoryLocaleRouter history={history} onLanguageChosen={rememberLanguage}>
      {children}
    </HistoryLocaleRouter>
  );
}

/** The test's view of navigation: where the app is and how it got there, and a way to move. */
function routerFacade(history: TestHistory) {
  return {
    get state() {
      return { location: history.state.location, historyAction: history.state.action };
    },
    /** Every path visited so far, including ones left at once (a redirect's stop on the way). */
    visited: history.visited,
    navigate(to: To | number, options: { replace?: boolean; state?: unknown } = {}) {
      const { navigator } = history;
      if (typeof to === 'number') navigator.go(to);
      else if (options.replace) navigator.replace(to, options.state);
      else navigator.push(to, options.state);
      return Promise.resolve();
    },
  };
}

/** The whole app — store, toasts, router at `route` — as a shopper meets it. */
export async function renderApp({
  route = '/',
  user,
  extraRoutes,
  store = makeStore(),
}: RenderAppOptions = {}) {
  if (user) await startSession(store, user.email);
  // As the bootstrap does: a page in Hindi renders once its catalogue has loaded.
  await loadCatalogue(localeOf(route));
  const history = createTestHistory(route);
  const events = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <TestRouter history={history} store={store}>
        <AppRoutes extraRoutes={extraRoutes} />
      </TestRouter>
    </AppProviders>,
  );
  // The first screen is a lazy chunk: wait until it is on screen.
  await screen.findByRole('main');
  await waitFor(() => {
    expect(screen.queryByText(ROUTE_LOADING_LABEL)).not.toBeInTheDocument();
  });
  // Every page's footer reads the seller (a lazy part of its own): wait until that read has ended,
  // so its answer never lands during the test's later steps, outside act.
  if (screen.queryByRole('contentinfo')) {
    await waitFor(() => {
      const { isSuccess, isError } = selectSellerRead(store.getState());
      expect(isSuccess || isError).toBe(true);
    });
  }
  await settle();
  return { ...view, store, router: routerFacade(history), user: events };
}
