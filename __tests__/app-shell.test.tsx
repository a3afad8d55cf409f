import { timestamp } from '@/shared/timestamp';
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { addCartLine, addWishlistLine, allProducts, findUserByEmail } from '@/mocks/db';
import { inlineMessages } from '@/shared/messages';
import { reloadPage } from '@/shared/reload-page';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

// jsdom cannot navigate; what matters is that the page asks for a reload.
jest.mock('@/shared/reload-page', () => ({ reloadPage: jest.fn() }));

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('app shell', () => {
  it('shows a header with logo, search, links and zero badges to a visitor, and the footer', async () => {
    await renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SneakerHub home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Search sneakers' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: /products/i })).toHaveAttribute('href', '/productlist');
    expect(mainNav().getByRole('link', { name: /login/i })).toHaveAttribute('href', '/login');
    expect(mainNav().getByRole('link', { name: /wishlist/i })).toHaveTextContent('0');
    expect(mainNav().getByRole('link', { name: /cart/i })).toHaveTextContent('0');

    const footer = within(screen.getByRole('contentinfo'));
    for (const title of ['About', 'Get Help', 'Company']) {
      expect(footer.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(footer.getAllByRole('link', { name: /^SneakerHub on / })).toHaveLength(5);
  });

  it('links to the profile and counts the cart and wishlist of a logged-in shopper', async () => {
    const user = findUserByEmail(guest.email)!;
    const [first, second] = allProducts();
    addCartLine(user._id, first!._id, timestamp());
    addCartLine(user._id, second!._id, timestamp());
    addWishlistLine(user._id, first!._id, timestamp());

    await renderApp({ route: '/', user: guest });
    expect(mainNav().getByRole('link', { name: /profile/i })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(mainNav().getByRole('link', { name: /cart/i })).toHaveTextContent('2'));
    expect(mainNav().getByRole('link', { name: /wishlist/i })).toHaveTextContent('1');
  });

  it('sends a visitor from a protected page to login, replacing the history entry', async () => {
    const { router } = await renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a logged-in shopper open a protected page', async () => {
    await renderApp({ route: '/wishlist', user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: /wishlist/i })).toBeInTheDocument();
  });

  it('redirects an unknown path to /404 with a way home', async () => {
    const { router, user } = await renderApp({ route: '/no/such/page' });
    expect(await screen.findByText(inlineMessages.notFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await user.click(screen.getByRole('link', { name: inlineMessages.goHome }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/mockman'));
    await screen.findByRole('heading', { level: 1, name: /mockman|request tester/i });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('turns a rendering failure into the error screen with a way home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    await renderApp({ route: '/broken', extraRoutes: <Route path="/broken" element={<Broken />} /> });
    expect(await screen.findByRole('heading', { name: inlineMessages.unexpectedError })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inlineMessages.goHome })).toHaveAttribute('href', '/');
  });

  it.each([
    ['webpack', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['a CSS chunk', Object.assign(new Error('Loading CSS chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['the browser', new TypeError('Failed to fetch dynamically imported module: /js/cart.chunk.js')],
  ])("offers a reload when a screen's chunk cannot be loaded (%s)", async (_source, failure) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Gone = lazy(() => Promise.reject(failure));
    const { user } = await renderApp({
      route: '/gone',
      extraRoutes: <Route path="/gone" element={<Gone />} />,
    });

    expect(await screen.findByRole('heading', { name: inlineMessages.newVersion })).toBeInTheDocument();
    expect(screen.queryByText(inlineMessages.unexpectedError)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: inlineMessages.reload }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
