import { act, screen } from '@testing-library/react';
import { pageHydrated, pageHydrating } from '@/shared/page-hydration';
import { paths } from '@/shared/paths';
import { renderApp } from '@/testing/render-app';

const searchBox = () => screen.getByRole('combobox', { name: 'Search sneakers' });

afterEach(() => pageHydrated());

/**
 * While React hydrates a page the server rendered (src/app/hydrate-page.tsx), the header's search
 * box keeps what is typed and moves nowhere: a move would re-render parts still hydrating (React
 * #421). Once the page is hydrated it shows the list for what was typed. The journey on the server
 * build: e2e/search-while-hydrating.spec.ts.
 */
describe('the header search while the page hydrates', () => {
  it('keeps every letter typed on home, then shows the list for them once the page is hydrated', async () => {
    const { user, router } = await renderApp({ route: '/' });
    act(() => pageHydrating());

    await user.type(searchBox(), 'Nike');
    expect(searchBox()).toHaveValue('Nike');
    expect(router.state.location.pathname).toBe(paths.home);

    act(() => pageHydrated());
    expect(router.state.location.pathname).toBe(paths.productList);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Nike');
    expect(searchBox()).toHaveValue('Nike');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sneakers' })).toBeInTheDocument();
  });

  it('on the list, shows the typed text over the URL’s until the page is hydrated, then puts it in the URL', async () => {
    const { user, router } = await renderApp({ route: `${paths.productList}?q=Puma` });
    act(() => pageHydrating());

    await user.clear(searchBox());
    await user.type(searchBox(), 'Nike');
    expect(searchBox()).toHaveValue('Nike');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Puma');

    act(() => pageHydrated());
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Nike');
    expect(searchBox()).toHaveValue('Nike');
  });
});
