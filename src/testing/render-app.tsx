import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/app/session';
import { signToken } from '@/mocks/auth';
import { demoUsers } from '@/mocks/seed/users';
import { cartOf, findUserByEmail, wishlistOf } from '@/mocks/db';

export const guest = demoUsers[0]!;
export const secondUser = demoUsers[1]!;

/** A real token for a seeded user, signed as the mock server signs them. */
export async function tokenFor(email: string): Promise<string> {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`no seeded user ${email}`);
  return signToken({ _id: user._id, email: user.email });
}

interface RenderAppOptions {
  /** The URL to start at. */
  route?: string;
  /** Log this seeded user in before the first render (as a restored login record would). */
  user?: { email: string };
  /** Other routes than the app's (tests of the shell itself). */
  routeTable?: RouteObject[];
}

/** The whole app — store, toasts, router at `route` — as a shopper meets it. */
export async function renderApp({ route = '/', user, routeTable = routes }: RenderAppOptions = {}) {
  const store = makeStore();
  if (user) {
    const row = findUserByEmail(user.email);
    if (!row) throw new Error(`no seeded user ${user.email}`);
    store.dispatch(
      sessionStarted({
        token: await tokenFor(user.email),
        user: {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          cart: cartOf(row._id),
          wishlist: wishlistOf(row._id),
        },
      }),
    );
  }
  const router = createMemoryRouter(routeTable, { initialEntries: [route] });
  const events = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The first screen is a lazy chunk: wait until it is in place.
  await waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') {
      throw new Error('the first route is still loading');
    }
  });
  // React applies the router's state in a transition: wait until the screen is committed.
  await screen.findByRole('main');
  return { ...view, store, router, user: events };
}
