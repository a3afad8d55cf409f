import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateServedPage } from '@/app/hydrate-page';
import type { PageData } from '@/kernel/page-data';
import { PINCODE_STORAGE_KEY } from '@/features/delivery/remembered-pincode';
import { addCartLine, allProducts, findUserByEmail } from '@/mocks/db';
import { setMockClock } from '@/mocks/memory-backend';
import { LIST_LOADER_MS, PAGE_LOADER_MS } from '@/shared/constants';
import { inlineMessages } from '@/shared/messages';
import { paths, policyPath, productPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';
import { formatRupees } from '@/shared/format-rupees';
import { responsivePicture } from '@/shared/product-pictures';
import { timestamp } from '@/shared/timestamp';
import { guest } from '@/testing/guest';
import {
  answerFromMock,
  parsed,
  renderOnServer,
  serveAndHydrate,
  servePagesInThisSuite,
} from '@/testing/serve-page';
import { startSession } from '@/testing/render-app';
import { makeStore } from '@/app/store';
import { settle } from '@/testing/settle';

servePagesInThisSuite();

const someProduct = () => allProducts()[0]!;

describe('pages rendered on the server and hydrated', () => {
  const productPage = () => productPath(someProduct()._id);
  it.each([
    ['home', () => paths.home, 'GET /api/products'],
    [
      'the product list with filters, sort and search',
      () => `${paths.productList}?brand=nike&sort=lowToHigh&q=air`,
      'GET /api/products',
    ],
    ['a product page', productPage, 'the product'],
    ['about', () => paths.about, 'GET /api/seller'],
    ['the grievance page', () => paths.grievance, 'GET /api/seller'],
    ['a policy page', () => policyPath(POLICY_SLUGS[0]!), 'GET /api/seller'],
  ])(
    '%s: content in the HTML, hydrated without a mismatch or a request for its data',
    async (_name, url, own) => {
      const { page, markup, recoverable, requests, root } = await serveAndHydrate(url());
      const ownRequest = own === 'the product' ? `GET /api/products/${someProduct()._id}` : own;

      expect(page.status).toBe(200);
      expect(markup).toContain('<h1');
      expect(recoverable).toEqual([]);
      const sent = (await requests.all()).map((request) => request.what);
      // The page's own data, and the footer's seller, came in the page.
      expect(sent).not.toContain(ownRequest);
      expect(sent).not.toContain('GET /api/seller');
      act(() => root.unmount());
    },
  );

  it('puts the product, its price and its picture in the HTML and shows no loader over them', async () => {
    const product = someProduct();
    const { markup, root } = await serveAndHydrate(productPath(product._id));

    const html = within(parsed(markup));
    expect(html.getByRole('heading', { level: 1, name: product.title })).toBeTruthy();
    expect(html.getAllByText(formatRupees(product.price)).length).toBeGreaterThan(0);
    expect(html.getByRole('img', { name: product.title })).toHaveAttribute(
      'src',
      responsivePicture(product.img, 'detail').src,
    );
    expect(screen.queryByText('Loading sneaker')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('lists the filtered products at once, without the 500 ms spinner', async () => {
    const { markup, root } = await serveAndHydrate(`${paths.productList}?brand=nike`);

    const cards = within(parsed(markup)).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(within(card).getByText('Nike', { selector: '.product-card__brand' })).toBeTruthy();
    expect(screen.queryByText('Loading sneakers')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, LIST_LOADER_MS + 50)));
    expect(screen.queryByText('Loading sneakers')).not.toBeInTheDocument();
    act(() => root.unmount());
  });

  it.each([
    ['an unknown path', '/no/such/page'],
    ['an unknown product', productPath('no-such-sneaker')],
  ])('answers %s with 404 and the spec’s not-found page at /404', async (_name, url) => {
    const { page, markup, recoverable, root } = await serveAndHydrate(url);

    expect(page.status).toBe(404);
    expect(page.url).toBe(paths.notFound);
    expect(within(parsed(markup)).getByText(inlineMessages.notFound)).toBeTruthy();
    expect(window.location.pathname).toBe(paths.notFound);
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });

  it('leaves the pages that need a shopper, the console and the forms to the browser', async () => {
    const { preparePage } = await import('@/app/render-page');
    for (const url of [paths.cart, paths.wishlist, paths.checkout, paths.profile, paths.login, '/staff']) {
      expect(await preparePage(url, answerFromMock)).toBeNull();
    }
  });

  it('starts a logged-in shopper’s session after hydration: the header counts fill in', async () => {
    const row = findUserByEmail(guest.email)!;
    addCartLine(row._id, someProduct()._id, timestamp());
    const { page, markup } = await renderOnServer(paths.home);
    // The browser has this shopper's login record; the page was rendered for anyone.
    await startSession(makeStore(), guest.email);
    expect(within(parsed(markup)).getByRole('link', { name: 'Login' })).toBeTruthy();

    window.history.replaceState(null, '', paths.home);
    const container = parsed(markup);
    document.body.append(container);
    const recoverable: unknown[] = [];
    const { root } = await act(() =>
      hydrateServedPage(container, JSON.parse(page.data) as PageData, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await waitFor(() => expect(nav.getByRole('link', { name: /cart/i })).toHaveTextContent('1'));
    expect(recoverable).toEqual([]);
    await settle();
    act(() => root.unmount());
  });

  it('fills in the delivery line for the pincode this browser remembers, after hydration', async () => {
    setMockClock(() => new Date('2026-11-24T10:00:00+05:30'));
    localStorage.setItem(PINCODE_STORAGE_KEY, '560034');
    const { markup, recoverable, root } = await serveAndHydrate(productPath(someProduct()._id));

    // The page was rendered for anyone: no pincode, no date in the HTML.
    expect(within(parsed(markup)).queryByText(/Delivery to/)).toBeNull();
    expect(await screen.findByText(/Delivery to/)).toHaveTextContent(
      'Delivery to Bengaluru by Wednesday, 25 November',
    );
    expect(screen.getByLabelText('Delivery pincode')).toHaveValue('560034');
    expect(recoverable).toEqual([]);
    await settle();
    act(() => root.unmount());
  });

  it('shows the loader on the next product, reached in the app', async () => {
    const [first, second] = allProducts();
    const { root } = await serveAndHydrate(productPath(first!._id));
    expect(screen.queryByText('Loading sneaker')).not.toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', productPath(second!._id));
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Loading sneaker')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: second!.title }, { timeout: PAGE_LOADER_MS * 3 });
    await settle();
    act(() => root.unmount());
  });
});
