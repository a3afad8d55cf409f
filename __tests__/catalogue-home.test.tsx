import { screen, waitFor, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { renderApp } from '@/testing/render-app';

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('home', () => {
  it('shows the hero with Explore Products leading to the product list', async () => {
    await renderApp({ route: '/' });
    expect(screen.getByRole('heading', { name: 'Play With Electric Nike' })).toBeInTheDocument();
    expect(screen.getByText('Adapt 2.0 Sneakers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/productlist');
    const hero = screen.getByRole('img', { name: /Nike Adapt 2.0 sneaker/ });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    // The hint lives in <head>, which no screen query reaches.
    // eslint-disable-next-line testing-library/no-node-access
    const hint = document.head.querySelector(`link[rel="preload"][as="image"]`);
    expect(hint).toHaveAttribute('href', hero.getAttribute('src'));
    expect(hint).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows products 12 to 14 as Popular Shoes and the first 12 as Trending Shoes, with Buy Now', async () => {
    await renderApp({ route: '/' });
    const popular = screen.getByRole('region', { name: 'Popular Shoes' });
    const trending = screen.getByRole('region', { name: 'Trending Shoes' });
    await within(trending).findAllByRole('article');

    const catalogue = allProducts();
    const expectedPopular = catalogue
      .filter((item) => item.id >= 12 && item.id <= 14)
      .map((item) => item.title);
    expect(expectedPopular).toHaveLength(3);
    expect(titlesIn(popular)).toEqual(expectedPopular);
    expect(titlesIn(trending)).toEqual(catalogue.slice(0, 12).map((item) => item.title));

    const firstPopular = catalogue.find((item) => item.id === 12)!;
    const card = within(popular).getByRole('article', { name: firstPopular.title });
    expect(within(card).getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/productlist/${firstPopular._id}`,
    );
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('shows three video covers as posters, two promo banners and highlight and featured blocks', async () => {
    await renderApp({ route: '/' });
    const covers = within(screen.getByRole('region', { name: 'Sneakers in motion' })).getAllByRole('link');
    expect(covers).toHaveLength(3);
    for (const cover of covers)
      expect(within(cover).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/poster-\d\.svg$/));

    expect(screen.getByRole('region', { name: 'Step into the spotlight' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fresh out of the box' })).toBeInTheDocument();
    const offers = within(screen.getByRole('region', { name: 'Offers' })).getAllByRole('link');
    expect(offers).toHaveLength(2);
    for (const offer of offers) expect(offer).toHaveAttribute('href', '/productlist');
  });

  it('a brand logo clears the filters, sets that brand and opens the filtered list', async () => {
    const { user, router, store } = await renderApp({ route: '/productlist?category=women&rating=3' });
    await screen.findByRole('list', { name: 'Sneakers' });
    await user.click(screen.getByRole('link', { name: 'SneakerHub home' }));
    await user.click(await screen.findByRole('link', { name: 'Shop Puma' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
    expect(router.state.location.search).toBe('?brand=puma');
    expect(store.getState().filters).toMatchObject({ brands: ['puma'], categories: [], rating: '' });
    expect(await screen.findByRole('checkbox', { name: 'Puma' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Women' })).not.toBeChecked();

    const grid = await screen.findByRole('list', { name: 'Sneakers' });
    const expected = allProducts().filter((item) => item.id > 15 && item.brand === 'puma');
    expect(screen.getByText(`${expected.length} sneakers`)).toBeInTheDocument();
    expect(titlesIn(grid)).toEqual(expected.map((item) => item.title));
  });
});
