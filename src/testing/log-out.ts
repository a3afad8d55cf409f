import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toastMessages } from '@/shared/messages';
import type { renderApp } from './render-app';

type AppRouter = Awaited<ReturnType<typeof renderApp>>['router'];

/** Logs out with the profile's button, as a shopper does, and waits for the toast and the home page. */
export async function logOutWithButton(user: UserEvent, router: AppRouter) {
  await user.click(screen.getByRole('button', { name: 'Log out' }));

  expect(await screen.findByText(toastMessages.loggedOut)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
}
