import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { setBackendReady } from '@/kernel/backend';
import { allProducts } from '@/mocks/db';
import { server } from '@/mocks/node';
import { PAGE_SIZE } from '@/features/catalogue/pagination';
import { failingHandler } from '@/mocks/api-handler';
import { memoryBackend } from '@/mocks/memory-backend';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { formatRupees } from '@/shared/format-rupees';
import type { CatalogueProduct } from '@/shared/types';
import { renderApp } from '@/testing/render-app';

/** The grid once the 500 ms spinner is over. */
const findGrid = () => screen.findByRole('list', { name: 'Sneakers' });

async function gridTitles(): Promise<string[]> {
  const grid = await findGrid();
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** Waits until the grid shows exactly these products (first page), in this order. */
async function expectGrid(products: readonly CatalogueProduct[]) {
  await waitFor(async () =>
    expect(await gridTitles()).toEqual(products.slice(0, PAGE_SIZE).map((item) => item.title)),
  );
  expect(
    screen.getByText(`${products.length} ${products.length === 1 ? 'sneaker' : 'sneakers'}`),
  ).toBeInTheDocument();
}

const gridProducts = () => allProducts().filter((item) => item.id > 15);

describe('product list', () => {
  // How long the spinner shows is use-results-reveal.test.ts's to check, on fake timers.
  it('shows a spinner, then only the products numbered above 15, a page at a time', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sneakers');
    expect(screen.queryByRole('list', { name: 'Sneakers' })).not.toBeInTheDocument();
    await findGrid();

    const expected = gridProducts();
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    await expectGrid(expected);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${expected.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more sneakers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const grid = await findGrid();
    expect(within(grid).getAllByRole('article')).toHaveLength(Math.min(expected.length, PAGE_SIZE * 2));
    expect(within(grid).getByRole('link', { name: expected[PAGE_SIZE]!.title })).toHaveFocus();
  });

  it('opens a page count from the URL, as after a reload', async () => {
    await renderApp({ route: '/productlist?page=9' });
    const grid = await findGrid();
    expect(within(grid).getAllByRole('article')).toHaveLength(gridProducts().length);
    expect(screen.queryByRole('button', { name: 'Show more sneakers' })).not.toBeInTheDocument();
  });

  it('filters by brand checkboxes and puts them in the URL and the filters slice', async () => {
    const { user, router, store } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.click(screen.getByRole('checkbox', { name: 'Nike' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vans' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=nike%2Cvans'));
    expect(store.getState().filters.brands).toEqual(['nike', 'vans']);
    await expectGrid(gridProducts().filter((item) => item.brand === 'nike' || item.brand === 'vans'));
  });

  it('filters by category checkboxes', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=sports'));
    await expectGrid(gridProducts().filter((item) => item.category?.includes('sports')));
  });

  it('filters by rating, stars and above', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.click(screen.getByRole('radio', { name: '4 Stars & above' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4'));
    await expectGrid(gridProducts().filter((item) => Number(item.rating.charAt(0)) >= 4));
  });

  it('filters by the price slider, keeping prices at or below its value', async () => {
    const { router } = await renderApp({ route: '/productlist' });
    await findGrid();
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    expect(slider).toHaveValue('10000');
    expect(slider).toHaveAttribute('min', '1000');
    expect(slider).toHaveAttribute('step', '1000');
    fireEvent.change(slider, { target: { value: '3000' } });
    await waitFor(() => expect(router.state.location.search).toBe('?price=3000'));
    expect(slider).toHaveAttribute('aria-valuetext', formatRupees(3000));
    expect(screen.getByText(formatRupees(3000))).toBeInTheDocument();
    await expectGrid(gridProducts().filter((item) => item.price <= 3000));
  });

  it('sorts by price both ways without the spinner, since the count stays the same', async () => {
    const { user } = await renderApp({ route: '/productlist?page=9' });
    await findGrid();
    await user.click(screen.getByRole('radio', { name: 'Price - High to Low' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expectGrid([...gridProducts()].sort((a, b) => b.price - a.price));
    await user.click(screen.getByRole('radio', { name: 'Price - Low to High' }));
    await expectGrid([...gridProducts()].sort((a, b) => a.price - b.price));
  });

  it('searches from the header: case-insensitive, title or brand', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.type(screen.getByRole('combobox', { name: 'Search sneakers' }), 'COURT');
    await waitFor(() => expect(router.state.location.search).toBe('?q=COURT'));
    await expectGrid(gridProducts().filter((item) => item.title.toLowerCase().includes('court')));
  });

  it('searches from the header on another page: a non-blank value opens the filtered list', async () => {
    const { user, router } = await renderApp({ route: '/' });
    await user.type(screen.getByRole('combobox', { name: 'Search sneakers' }), 'vans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
    expect(router.state.location.search).toBe('?q=vans');
    await expectGrid(gridProducts().filter((item) => item.brand === 'vans' || /vans/i.test(item.title)));
  });

  it("shows 'No Products Found' after the spinner when nothing matches", async () => {
    const { user } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.click(screen.getByRole('radio', { name: '4 Stars & above' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '1000' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sneakers');
    expect(await screen.findByText(inlineMessages.noProducts)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sneakers' })).not.toBeInTheDocument();
  });

  it('starts from a filtered URL, follows control changes and Clear Filters back to a plain URL', async () => {
    const { user, router, store } = await renderApp({
      route: '/productlist?brand=adidas&category=men&sort=lowToHigh',
    });
    expect(screen.getByRole('checkbox', { name: 'Adidas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Men' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Price - Low to High' })).toBeChecked();
    const adidasMen = gridProducts()
      .filter((item) => item.brand === 'adidas' && item.category?.includes('men'))
      .sort((a, b) => a.price - b.price);
    await expectGrid(adidasMen);
    expect(store.getState().filters).toMatchObject({
      brands: ['adidas'],
      categories: ['men'],
      sortBy: 'lowToHigh',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Puma' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?brand=adidas%2Cpuma&category=men&sort=lowToHigh'),
    );

    const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }));
    await user.click(sidebar.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('checkbox', { name: 'Adidas' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Price - Low to High' })).not.toBeChecked();
    await waitFor(() => expect(store.getState().filters.brands).toEqual([]));
    await expectGrid(gridProducts());
  });

  it('steps through filter changes with Back and Forward', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    await findGrid();
    await user.click(screen.getByRole('checkbox', { name: 'Converse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Women' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=converse&category=women'));

    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'Women' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Converse' })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?brand=converse'));

    await act(() => router.navigate(1));
    expect(screen.getByRole('checkbox', { name: 'Women' })).toBeChecked();
  });

  it('keeps the filters slice as the URL says, the URL being its one writer', async () => {
    const { router, store, user } = await renderApp({ route: '/productlist' });
    await findGrid();

    await act(() => router.navigate('/productlist?category=trending'));
    await waitFor(() => expect(store.getState().filters.categories).toEqual(['trending']));
    expect(screen.getByRole('checkbox', { name: 'Trending' })).toBeChecked();
    await expectGrid(gridProducts().filter((item) => item.category?.includes('trending')));

    await user.click(screen.getByRole('checkbox', { name: 'Nike' }));
    await waitFor(() => expect(store.getState().filters.brands).toEqual(['nike']));
    expect(router.state.location.search).toBe('?brand=nike&category=trending');
  });

  it('says why when the embedded backend could not start (a browser that refuses its service worker)', async () => {
    setBackendReady(Promise.reject(new Error('service workers are blocked')), { embeddedMock: true });
    try {
      await renderApp({ route: '/productlist' });
      expect(await screen.findByRole('alert')).toHaveTextContent(inlineMessages.backendDidNotStart);
    } finally {
      setBackendReady(Promise.resolve(), { embeddedMock: false });
    }
  });

  it('says so when the catalogue cannot be loaded, and loads it on Try again', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json({ message: 'The shop is down.' }, { status: 500 })),
    );
    const { user } = await renderApp({ route: '/productlist' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is down.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectGrid(gridProducts());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an unexpected failure behind the list', () => {
  it("shows the shopper the 500's words and the request id its log lines carry, not a network error", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failingHandler(memoryBackend, '/api/products', new TypeError('the disk is on fire')));
    await renderApp({ route: '/productlist' });

    const alert = await screen.findByRole('alert');
    const { requestId } = JSON.parse(String(logged.mock.calls[0]?.[0])) as { requestId: string };
    expect(alert).toHaveTextContent(
      `${serverMessages.somethingWentWrong} (request ${requestId}). Please try again.`,
    );
    expect(alert).not.toHaveTextContent('the disk is on fire');
    logged.mockRestore();
  });
});

describe('product list at phone width', () => {
  // jsdom has no matchMedia; at phone width every width query the shop asks matches.
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (media: string) => ({
        media,
        matches: media.includes('max-width'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  const filtersButton = () => screen.getByRole('button', { name: 'Filters' });
  const drawer = () => screen.getByRole('dialog', { name: 'Filters' });

  async function openDrawer() {
    const view = await renderApp({ route: '/productlist' });
    await findGrid();
    expect(screen.queryByRole('checkbox', { name: 'Nike' })).not.toBeInTheDocument();
    await view.user.click(filtersButton());
    return view;
  }

  it('opens the filters in a dialog with focus inside; a filter applies at once; Show results closes it', async () => {
    const { user, router } = await openDrawer();
    expect(within(drawer()).getByRole('button', { name: 'Close filters' })).toHaveFocus();

    await user.click(within(drawer()).getByRole('checkbox', { name: 'Nike' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=nike'));
    const nike = gridProducts().filter((item) => item.brand === 'nike');
    await user.click(await within(drawer()).findByRole('button', { name: `Show ${nike.length} results` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
    await expectGrid(nike);
  });

  it('closes on a click on the backdrop, not on one inside, and gives focus back to Filters', async () => {
    const { user } = await openDrawer();
    await user.click(within(drawer()).getByRole('heading', { name: 'Filters' }));
    expect(drawer()).toBeInTheDocument();

    await user.click(drawer());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
  });

  it('closes on Escape and on its close button, each time giving focus back to Filters', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();

    await user.click(filtersButton());
    await user.click(within(drawer()).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
  });
});
