import { act, screen, waitFor, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { toastMessages } from '@/shared/messages';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { logInWithForm } from '@/testing/log-in';

/** As a browser that blocks site data: merely reading window.localStorage throws. */
function blockSiteData() {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    jest.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException(`The user denied ${area}`, 'SecurityError');
    });
  }
}

describe('a browser that blocks site data', () => {
  it('shows the home page and its catalogue', async () => {
    blockSiteData();
    await renderApp({ route: '/' });

    const trending = screen.getByRole('region', { name: 'Trending Shoes' });
    expect(await within(trending).findAllByRole('article')).toHaveLength(Math.min(12, allProducts().length));
  });

  it('logs a shopper in for this visit, and out again', async () => {
    blockSiteData();
    const { router, user, store } = await renderApp({ route: '/login' });

    await logInWithForm(user, guest);

    expect(await screen.findByText(toastMessages.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.profile?.email).toBe(guest.email);

    await act(() => router.navigate('/profile'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(toastMessages.loggedOut)).toBeInTheDocument();
    expect(store.getState().auth.profile).toBeNull();
    // Nothing failed on the way (a listener that throws is only logged).
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the request tester working without remembering the last request', async () => {
    blockSiteData();
    const { user } = await renderApp({ route: '/mockman' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/^Status 200 OK, /)).toBeInTheDocument();
  });
});
