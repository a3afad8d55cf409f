import { screen, waitFor, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { renderApp } from '@/testing/render-app';

/** The grid once its loader is over, as a Hindi page names it. */
const findGrid = () => screen.findByRole('list', { name: 'स्नीकर्स' });
const gridProducts = () => allProducts().filter((item) => item.id > 15);
const filters = () => within(screen.getByRole('complementary', { name: 'फ़िल्टर' }));

describe('the product list in Hindi, with its filters (issue 37)', () => {
  it('reads in Hindi: title, loader, count, filters, cards; prices in rupees with Latin digits', async () => {
    await renderApp({ route: '/hi/productlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'स्नीकर्स' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('स्नीकर्स लोड हो रहे हैं');
    const grid = await findGrid();

    expect(screen.getByText(`${gridProducts().length} स्नीकर्स`)).toBeInTheDocument();
    const [first] = gridProducts();
    const card = within(grid).getAllByRole('article')[0]!;
    // Its Hindi title where it has one (issue 37: products in both languages).
    expect(within(card).getByRole('heading', { name: first!.titleHi ?? first!.title })).toBeInTheDocument();
    expect(within(card).getByText(formatRupees(first!.price))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^(कार्ट में डालें|कार्ट पर जाएँ)/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^विशलिस्ट में डालें/ })).toBeInTheDocument();
    for (const legend of ['कीमत', 'कैटेगरी', 'ब्रांड', 'रेटिंग', 'सॉर्ट करें']) {
      expect(filters().getByRole('group', { name: legend })).toBeInTheDocument();
    }
  });

  it('filters by category, rating and sort in Hindi, the URL and the chips following, links staying under /hi', async () => {
    const { user, router } = await renderApp({ route: '/hi/productlist' });
    await findGrid();

    await user.click(filters().getByRole('checkbox', { name: 'पुरुष' }));
    await user.click(filters().getByRole('radio', { name: /^4 स्टार और उससे ज़्यादा/ }));
    await user.click(filters().getByRole('radio', { name: 'कीमत - कम से ज़्यादा' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=lowToHigh'));
    expect(router.state.location.pathname).toBe('/hi/productlist');

    const chips = within(screen.getByRole('group', { name: 'लागू फ़िल्टर' }));
    for (const chip of ['पुरुष', '4 स्टार और उससे ज़्यादा', 'कीमत - कम से ज़्यादा']) {
      expect(chips.getByRole('button', { name: `फ़िल्टर हटाएँ: ${chip}` })).toBeInTheDocument();
    }
    const expected = gridProducts()
      .filter((item) => item.category?.includes('men') && Number(item.rating) >= 4)
      .sort((a, b) => a.price - b.price);
    const grid = await findGrid();
    const title = expected[0]!.titleHi ?? expected[0]!.title;
    await waitFor(() =>
      expect(within(grid).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(title),
    );
    expect(within(grid).getAllByRole('link', { name: title })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hi\/productlist\//),
    );

    await user.click(chips.getByRole('button', { name: 'फ़िल्टर हटाएँ' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
