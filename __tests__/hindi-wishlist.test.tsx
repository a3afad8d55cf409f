import { screen, within } from '@testing-library/react';
import { addWishlistLine, allProducts } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { timestamp } from '@/shared/timestamp';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

describe('the wishlist in Hindi (issue 37)', () => {
  it('shows its loader, then the empty wishlist in Hindi, its way to the shop staying in Hindi', async () => {
    await renderApp({ route: '/hi/wishlist', user: guest });
    expect(await screen.findByRole('status')).toHaveTextContent('आपकी विशलिस्ट लोड हो रही है');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'आपकी विशलिस्ट में अभी कुछ नहीं है।' }),
    ).toBeInTheDocument();
    expect(screen.getByText('अपनी विशलिस्ट में कुछ शानदार स्नीकर्स जोड़ें।')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'एक खाली दिल' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्नीकर्स खरीदें' })).toHaveAttribute('href', '/hi/productlist');
  });

  it('shows the grid of wishlisted sneakers under its Hindi heading', async () => {
    const [first, second] = allProducts().slice(40, 42);
    if (!first || !second) throw new Error('the catalogue is too small');
    addWishlistLine(guestId(), first._id, timestamp());
    addWishlistLine(guestId(), second._id, timestamp());
    await renderApp({ route: '/hi/wishlist', user: guest });

    expect(await screen.findByRole('heading', { level: 2, name: 'विशलिस्ट के स्नीकर्स' })).toBeInTheDocument();
    const grid = within(screen.getByRole('list', { name: 'विशलिस्ट के स्नीकर्स' }));
    expect(grid.getAllByRole('article')).toHaveLength(2);
    const card = within(grid.getByRole('article', { name: first.titleHi ?? first.title }));
    expect(card.getByText(formatRupees(first.price))).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'विशलिस्ट से हटाएँ' })).toBeInTheDocument();
  });
});
