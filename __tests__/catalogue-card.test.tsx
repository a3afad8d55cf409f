import { screen, waitFor, within } from '@testing-library/react';
import { allProducts, cartOf, findUserByEmail, wishlistOf } from '@/mocks/db';
import { configureMockServer } from '@/mocks/memory-backend';
import { SNAPSHOT_KEY, tabSession } from '@/mocks/persistence';
import { serverMessages, toastMessages } from '@/shared/messages';
import { holdRequests } from '@/testing/hold-requests';
import { recordRequests } from '@/testing/record-requests';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** The first card of the list, once the spinner is over. */
async function firstCard() {
  const grid = await screen.findByRole('list', { name: 'Sneakers' });
  const card = within(grid).getAllByRole('article')[0]!;
  const title = within(card).getByRole('heading', { level: 3 }).textContent;
  const product = allProducts().find((item) => item.title === title)!;
  return { card, product };
}

describe('product card', () => {
  it('opens the product from its art and title', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    const { card, product } = await firstCard();
    await user.click(within(card).getByRole('link', { name: product.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productlist/${product._id}`));
  });

  it("fetches the first cards' art at once and the rest lazily, with loading written before src", async () => {
    await renderApp({ route: '/productlist' });
    const grid = await screen.findByRole('list', { name: 'Sneakers' });
    const art = within(grid).getAllByRole('presentation');
    expect(art[0]).toHaveAttribute('loading', 'eager');
    expect(art.at(-1)).toHaveAttribute('loading', 'lazy');
    // Safari and Firefox ignore a lazy loading set after src, and React 18 sets them in prop order.
    for (const image of art) {
      const names = image.getAttributeNames();
      expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
    }
  });

  it('adds to the cart once, disabled while the request runs, then becomes Go to Cart', async () => {
    const { user, router } = await renderApp({ route: '/productlist', user: guest });
    const { card, product } = await firstCard();
    const held = holdRequests('post', '*/api/user/cart');
    const requests = recordRequests();

    const button = within(card).getByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    held.release();

    expect(await within(card).findByRole('button', { name: 'Go to Cart' })).toBeEnabled();
    expect(await screen.findByText(toastMessages.addedToCart)).toBeInTheDocument();
    expect(await requests.to('POST /api/user/cart')).toHaveLength(1);
    expect(cartOf(findUserByEmail(guest.email)!._id).map((line) => line._id)).toEqual([product._id]);

    await user.click(within(card).getByRole('button', { name: 'Go to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("says a change was not saved when the browser's storage is full, and adds nothing", async () => {
    // The browser's mock as it runs in a tab, over a localStorage with no room left for its save.
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === SNAPSHOT_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    configureMockServer({ session: tabSession(localStorage) });
    try {
      const { user } = await renderApp({ route: '/productlist', user: guest });
      const { card } = await firstCard();

      await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));

      expect(await screen.findByText(serverMessages.storageFull)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      expect(cartOf(findUserByEmail(guest.email)!._id)).toEqual([]);
    } finally {
      configureMockServer({ session: null });
    }
  });

  it('fills the heart after adding to the wishlist and empties it after a second click', async () => {
    const { user } = await renderApp({ route: '/productlist', user: guest });
    const { card, product } = await firstCard();
    const userId = findUserByEmail(guest.email)!._id;

    await user.click(within(card).getByRole('button', { name: 'Add to wishlist' }));
    const heart = await within(card).findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveClass('product-card__heart--on');
    // The filled shape is what the shopper sees; no role or name exposes it.
    // eslint-disable-next-line testing-library/no-node-access
    expect(heart.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(await screen.findByText(toastMessages.addedToWishlist)).toBeInTheDocument();
    expect(wishlistOf(userId).map((line) => line._id)).toEqual([product._id]);

    await user.click(heart);
    const emptied = await within(card).findByRole('button', { name: 'Add to wishlist' });
    expect(emptied).not.toHaveClass('product-card__heart--on');
    // eslint-disable-next-line testing-library/no-node-access
    expect(emptied.querySelector('svg')).toHaveAttribute('fill', 'none');
    expect(await screen.findByText(toastMessages.removedFromWishlist)).toBeInTheDocument();
    expect(wishlistOf(userId)).toEqual([]);
  });

  it('disables the heart while its request runs', async () => {
    const { user } = await renderApp({ route: '/productlist', user: guest });
    const { card } = await firstCard();
    const held = holdRequests('post', '*/api/user/wishlist');
    const requests = recordRequests();
    const heart = within(card).getByRole('button', { name: 'Add to wishlist' });
    await user.click(heart);
    await waitFor(() => expect(heart).toBeDisabled());
    held.release();
    expect(await within(card).findByRole('button', { name: 'Remove from wishlist' })).toBeEnabled();
    expect(await requests.to('POST /api/user/wishlist')).toHaveLength(1);
  });

  it.each([
    ['Add to Cart', 'the cart button'],
    ['Add to wishlist', 'the heart'],
  ])('sends a visitor who clicks %s to login with a warning, remembering the list', async (name) => {
    const { user, router } = await renderApp({ route: '/productlist?brand=nike' });
    const { card } = await firstCard();
    await user.click(within(card).getByRole('button', { name }));
    expect(await screen.findByText(toastMessages.loginFirst)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/productlist?brand=nike' });
    expect(screen.queryByText(toastMessages.addedToCart)).not.toBeInTheDocument();
  });
});
