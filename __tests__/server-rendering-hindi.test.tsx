import { act, screen, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { localePath } from '@/shared/i18n/locales';
import { paths, productPath } from '@/shared/paths';
import { formatRupees } from '@/shared/format-rupees';
import { parsed, serveAndHydrate, servePagesInThisSuite } from '@/testing/serve-page';

servePagesInThisSuite();

const inHindi = (path: string) => localePath('hi', path);

describe('pages rendered on the server in Hindi and hydrated (issue 37)', () => {
  it.each([
    ['home', () => inHindi(paths.home)],
    [
      'the product list with filters and sort',
      () => `${inHindi(paths.productList)}?brand=nike&sort=lowToHigh`,
    ],
    ['a product page', () => inHindi(productPath(allProducts()[0]!._id))],
    ['about', () => inHindi(paths.about)],
  ])('%s: Hindi in the HTML, hydrated without a mismatch', async (_name, url) => {
    const { page, markup, recoverable, root } = await serveAndHydrate(url());

    expect(page.status).toBe(200);
    const html = within(parsed(markup));
    expect(html.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
    expect(html.getAllByRole('link', { name: 'English' })).toHaveLength(2);
    expect(markup).not.toContain('Skip to content');
    expect(recoverable).toEqual([]);
    // The hydrated page links within Hindi.
    const nav = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(nav.getByRole('link', { name: 'प्रोडक्ट' })).toHaveAttribute('href', '/hi/productlist');
    act(() => root.unmount());
  });

  it('puts a product’s price in rupees with Indian grouping and Latin digits', async () => {
    const product = allProducts()[0]!;
    const { markup, root } = await serveAndHydrate(inHindi(productPath(product._id)));
    expect(within(parsed(markup)).getAllByText(formatRupees(product.price)).length).toBeGreaterThan(0);
    act(() => root.unmount());
  });

  it('answers an unknown Hindi path with 404 and the Hindi not-found page at /hi/404', async () => {
    const { page, markup, recoverable, root } = await serveAndHydrate('/hi/no/such/page');

    expect(page.status).toBe(404);
    expect(page.url).toBe('/hi/404');
    expect(within(parsed(markup)).getByText('माफ़ कीजिए, हमें यह पेज नहीं मिल रहा।')).toBeTruthy();
    expect(window.location.pathname).toBe('/hi/404');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });
});
