import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { allProducts } from '@/mocks/db';
import type { CatalogueProduct } from '@/shared/types';
import { renderApp } from '@/testing/render-app';

const productById = (id: number) => allProducts().find((item) => item.id === id)!;

const shelf = (name: string) => screen.findByRole('region', { name });

async function shelfTitles(name: string): Promise<string[]> {
  const region = await shelf(name);
  await waitFor(() => expect(within(region).queryAllByRole('article').length).toBeGreaterThan(0));
  return within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

/** Written out from the rule: same brand and a shared category, then same brand, then a shared category. */
function expectedRelated(product: CatalogueProduct): string[] {
  const others = allProducts().filter((item) => item._id !== product._id);
  const shares = (item: CatalogueProduct) =>
    (item.category ?? []).some((name) => product.category?.includes(name));
  const sameBrand = (item: CatalogueProduct) => item.brand === product.brand;
  return [
    ...others.filter((item) => sameBrand(item) && shares(item)),
    ...others.filter((item) => sameBrand(item) && !shares(item)),
    ...others.filter((item) => !sameBrand(item) && shares(item)),
  ]
    .slice(0, 4)
    .map((item) => item.title);
}

async function openProduct(product: CatalogueProduct) {
  expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
}

describe('related and recently viewed sneakers', () => {
  it('suggests up to four other sneakers of the same brand or category, on ordinary product cards', async () => {
    const product = productById(18);
    await renderApp({ route: `/productlist/${product._id}` });
    await openProduct(product);
    const titles = await shelfTitles('You may also like');
    expect(titles).toEqual(expectedRelated(product));
    expect(titles).not.toContain(product.title);
    const firstCard = within(await shelf('You may also like')).getAllByRole('article')[0]!;
    expect(within(firstCard).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(firstCard).getByRole('button', { name: /wishlist/i })).toBeInTheDocument();
  });

  it('remembers the sneakers this browser opened, newest first, on the product page and home, across a reload', async () => {
    const first = productById(20);
    const { user, router, unmount } = await renderApp({ route: `/productlist/${first._id}` });
    await openProduct(first);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();

    const [secondTitle] = await shelfTitles('You may also like');
    await user.click(screen.getByRole('link', { name: secondTitle }));
    const second = allProducts().find((item) => item.title === secondTitle)!;
    await openProduct(second);
    expect(await shelfTitles('Recently viewed')).toEqual([first.title]);

    const third = productById(40);
    await act(() => router.navigate(`/productlist/${third._id}`));
    await openProduct(third);
    // Without the one on screen.
    expect(await shelfTitles('Recently viewed')).toEqual([second.title, first.title]);

    // Back to the first: it moves to the front rather than appearing twice.
    await act(() => router.navigate(`/productlist/${first._id}`));
    await openProduct(first);
    await waitFor(async () =>
      expect(await shelfTitles('Recently viewed')).toEqual([third.title, second.title]),
    );

    unmount();
    await renderApp({ route: '/' });
    expect(await shelfTitles('Recently viewed')).toEqual([first.title, third.title, second.title]);
    const homeCard = within(await shelf('Recently viewed')).getAllByRole('article')[0]!;
    expect(within(homeCard).getByRole('link', { name: 'Buy Now' })).toBeInTheDocument();
  });

  // As an earlier visit left them (the ids, newest first, under their storage key).
  const viewedBefore = (ids: string[]) =>
    localStorage.setItem('sneakerhub:recently-viewed', JSON.stringify(ids));

  it('shows at most eight', async () => {
    const viewed = allProducts().slice(20, 30);
    viewedBefore(viewed.map((item) => item._id));
    await renderApp({ route: '/' });
    expect(await shelfTitles('Recently viewed')).toEqual(viewed.slice(0, 8).map((item) => item.title));
  });

  it('leaves out a sneaker no longer sold', async () => {
    const [newest, older] = allProducts().slice(20, 22);
    viewedBefore([newest!._id, 'withdrawn-sneaker', older!._id]);
    await renderApp({ route: '/' });
    expect(await shelfTitles('Recently viewed')).toEqual([newest!.title, older!.title]);
  });

  it('shows no recently viewed shelf on home before any sneaker was opened', async () => {
    await renderApp({ route: '/' });
    expect(await screen.findByRole('region', { name: 'Trending Shoes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Trending Shoes' })).getAllByRole('article'),
      ).toHaveLength(12),
    );
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });
});
