import { timestamp } from '@/shared/timestamp';
import { screen, waitFor, within } from '@testing-library/react';
import { addWishlistLine, allProducts, hasCartLine, hasWishlistLine } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

describe('wishlist page', () => {
  it('shows a loader, then the empty message with its illustration', async () => {
    await renderApp({ route: '/wishlist', user: guest });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your wishlist');

    expect(
      await screen.findByRole('heading', { level: 2, name: inlineMessages.wishlistEmptyTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(inlineMessages.wishlistEmptyText)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An empty heart' })).toHaveAttribute(
      'src',
      '/images/empty-wishlist.svg',
    );
  });

  it("shows the 'Wishlist Sneakers' grid of product cards", async () => {
    const [first, second] = allProducts().slice(40, 42);
    if (!first || !second) throw new Error('the catalogue is too small');
    addWishlistLine(guestId(), first._id, timestamp());
    addWishlistLine(guestId(), second._id, timestamp());
    await renderApp({ route: '/wishlist', user: guest });

    expect(await screen.findByRole('heading', { level: 2, name: 'Wishlist Sneakers' })).toBeInTheDocument();
    const grid = within(screen.getByRole('list', { name: 'Wishlist Sneakers' }));
    expect(grid.getAllByRole('article')).toHaveLength(2);
    const card = within(grid.getByRole('article', { name: first.title }));
    expect(card.getByText(formatRupees(first.price))).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  });

  it('removes a sneaker with its heart and adds one to the cart, each with its toast', async () => {
    const [first, second] = allProducts().slice(40, 42);
    if (!first || !second) throw new Error('the catalogue is too small');
    addWishlistLine(guestId(), first._id, timestamp());
    addWishlistLine(guestId(), second._id, timestamp());
    const { user } = await renderApp({ route: '/wishlist', user: guest });
    const grid = within(await screen.findByRole('list', { name: 'Wishlist Sneakers' }));

    await user.click(
      within(grid.getByRole('article', { name: second.title })).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(await screen.findByText(toastMessages.addedToCart)).toBeInTheDocument();
    expect(hasCartLine(guestId(), second._id)).toBe(true);

    await user.click(
      within(grid.getByRole('article', { name: first.title })).getByRole('button', {
        name: 'Remove from wishlist',
      }),
    );
    expect(await screen.findByText(toastMessages.removedFromWishlist)).toBeInTheDocument();
    await waitFor(() => expect(grid.queryByRole('article', { name: first.title })).not.toBeInTheDocument());
    expect(hasWishlistLine(guestId(), first._id)).toBe(false);

    await user.click(
      within(grid.getByRole('article', { name: second.title })).getByRole('button', {
        name: 'Remove from wishlist',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: inlineMessages.wishlistEmptyTitle }),
    ).toBeInTheDocument();
  });
});
