import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_SIZE } from '@/features/catalogue/pagination';
import { seedProducts } from '@/api';
import { staffProductPath } from '@/shared/paths';
import { renderApp } from '@/testing/render-app';
import { callAsStaff, startStaffSession } from '@/testing/staff';

// Products in both languages (issue 37): the Hindi pages show staff's Hindi title and description,
// English where there is none, and find sneakers from Hindi words.

const inGrid = seedProducts.filter((product) => product.id > 15);
const withHindi = inGrid.find((product) => product.titleHi && product.textHi);
const withoutHindi = inGrid.find((product) => !product.titleHi && !product.textHi);

const findGrid = () => screen.findByRole('list', { name: 'स्नीकर्स' });
const cardTitles = async () =>
  within(await findGrid())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('products in Hindi', () => {
  // First: no Hindi page has loaded the Hindi search (and its catalogue) in this file yet.
  it('an English page loads the Hindi search as the shopper types in Devanagari, and finds the Nike sneakers under their English titles', async () => {
    const { user } = await renderApp({ route: '/productlist' });
    await screen.findByRole('list', { name: 'Sneakers' });
    await user.type(within(screen.getByRole('search')).getByRole('combobox'), 'नाइकी');
    const nike = inGrid.filter((product) => product.brand === 'nike').map((product) => product.title);
    const grid = await screen.findByRole('list', { name: 'Sneakers' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(nike),
    );
  });

  it('a search for नाइकी on the Hindi list finds the Nike sneakers, each under its Hindi title', async () => {
    await renderApp({ route: `/hi/productlist?q=${encodeURIComponent('नाइकी')}` });
    const nike = inGrid.filter((product) => product.brand === 'nike');
    // Fewer than a page of them: the grid shows them all, in the catalogue's order.
    expect(nike.length).toBeLessThan(PAGE_SIZE);
    const expected = nike.map((product) => product.titleHi ?? product.title);
    await waitFor(async () => expect(await cardTitles()).toEqual(expected));
    expect(expected.some((title, index) => title !== nike[index]?.title)).toBe(true);
  });

  it('दौड़ने के जूते finds the runners', async () => {
    await renderApp({ route: `/hi/productlist?q=${encodeURIComponent('दौड़ने के जूते')}` });
    const titles = await cardTitles();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/दौड़ने|Run|Racer|Race|Dash/);
  });

  it('the product page reads the Hindi title and description, and the size guide its Hindi words', async () => {
    if (!withHindi?.titleHi || !withHindi.textHi) throw new Error('the seed has products in Hindi');
    const { user } = await renderApp({ route: `/hi/productlist/${withHindi._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: withHindi.titleHi })).toBeInTheDocument();
    expect(screen.getByText(withHindi.textHi)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'साइज़ गाइड' }));
    const guide = await screen.findByRole('dialog', { name: 'साइज़ गाइड' });
    expect(within(guide).getByRole('columnheader', { name: 'पैर (सेमी)' })).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'साइज़ गाइड बंद करें' })).toBeInTheDocument();
  });

  it('a product without Hindi reads in English on its Hindi page', async () => {
    if (!withoutHindi) throw new Error('the seed leaves a product without Hindi');
    await renderApp({ route: `/hi/productlist/${withoutHindi._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: withoutHindi.title })).toBeInTheDocument();
    expect(screen.getByText(withoutHindi.text)).toBeInTheDocument();
  });

  it('staff give a product a Hindi title in the console, and the Hindi product page shows it', async () => {
    const product = withoutHindi;
    if (!product) throw new Error('the seed leaves a product without Hindi');
    const token = await startStaffSession();
    const { user, unmount } = await renderApp({ route: staffProductPath(product._id) });
    await user.type(await screen.findByLabelText('Hindi title (optional)'), 'Converse Cruise कैनवास स्नीकर्स');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved: the shop shows the change now.');
    const answer = await callAsStaff<{ product: { titleHi?: string } }>(
      token,
      'GET',
      `/products/${product._id}`,
    );
    expect(answer.body.product.titleHi).toBe('Converse Cruise कैनवास स्नीकर्स');
    unmount();

    await renderApp({ route: `/hi/productlist/${product._id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Converse Cruise कैनवास स्नीकर्स' }),
    ).toBeInTheDocument();
  });
});
