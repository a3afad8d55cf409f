import { timestamp } from '@/shared/timestamp';
import { screen, waitFor } from '@testing-library/react';
import { addCartLine, allProducts, findUserByEmail } from '@/mocks/db';
import { GRID_MIN_ID_EXCLUSIVE } from '@/shared/constants';
import { SHOP_TITLE } from '@/shared/document-title';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  document.title = '';
});

/**
 * The screen has settled: its page loader (a timer of 0.5–1 s) is done, so no state update lands
 * after the test has ended.
 */
const settled = () => waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());

/** A sneaker the list shows (spec §2: ids above 15). */
const product = () => {
  const listed = allProducts().find((candidate) => candidate.id > GRID_MIN_ID_EXCLUSIVE);
  if (!listed) throw new Error('the seed has no product the list shows');
  return listed;
};

describe('each screen names the tab after itself', () => {
  it.each([
    ['/productlist', 'Sneakers | SneakerHub'],
    ['/login', 'Login | SneakerHub'],
    ['/signup', 'Signup | SneakerHub'],
    ['/mockman', 'Request tester | SneakerHub'],
    ['/productlist/no-such-sneaker', 'Sneaker not found | SneakerHub'],
    ['/no-such-page', 'Page not found | SneakerHub'],
  ])('%s: "%s"', async (route, title) => {
    await renderApp({ route });
    await waitFor(() => expect(document.title).toBe(title));
    await settled();
  });

  it("home has the shop's own title, as the page the server sends", async () => {
    await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(document.title).toBe(SHOP_TITLE));
  });

  it("a product's page has the product's title, and following a link renames the tab", async () => {
    const sneaker = product();
    const { user } = await renderApp({ route: '/productlist' });
    await waitFor(() => expect(document.title).toBe('Sneakers | SneakerHub'));
    const [card] = await screen.findAllByRole('link', { name: sneaker.title });
    await user.click(card!);
    await waitFor(() => expect(document.title).toBe(`${sneaker.title} | SneakerHub`));
    await settled();
  });

  it.each([
    ['/cart', 'Cart | SneakerHub'],
    ['/wishlist', 'Wishlist | SneakerHub'],
    ['/checkout', 'Checkout | SneakerHub'],
    ['/profile', 'Profile | SneakerHub'],
  ])('a logged-in shopper on %s: "%s"', async (route, title) => {
    const shopper = findUserByEmail(guest.email);
    if (!shopper) throw new Error('no guest in the seed');
    addCartLine(shopper._id, product()._id, timestamp());
    await renderApp({ route, user: guest });
    await waitFor(() => expect(document.title).toBe(title));
    await settled();
  });
});
