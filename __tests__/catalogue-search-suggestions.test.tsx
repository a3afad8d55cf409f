import { screen, waitFor, within } from '@testing-library/react';
import { allProducts } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import type { CatalogueProduct } from '@/shared/types';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { responsivePicture } from '@/shared/product-pictures';

const searchBox = () => screen.getByRole('combobox', { name: 'Search sneakers' });
const findSuggestions = () => screen.findByRole('listbox', { name: 'Suggested sneakers' });

/**
 * What the header should suggest for a search, written out from the rules rather than taken from
 * the code: the grid's products (numbered above 15) whose title or brand contains the text, any
 * case, those with a word starting with it first, at most six.
 */
function expectedSuggestions(text: string): CatalogueProduct[] {
  const needle = text.toLowerCase();
  const matches = allProducts().filter(
    (item) => item.id > 15 && `${item.title} ${item.brand}`.toLowerCase().includes(needle),
  );
  const wordStart = (item: CatalogueProduct) =>
    `${item.title} ${item.brand}`
      .toLowerCase()
      .split(' ')
      .some((word) => word.startsWith(needle));
  return [...matches.filter(wordStart), ...matches.filter((item) => !wordStart(item))].slice(0, 6);
}

/** The option the box points at: the one selected, whose id is the box's active descendant. */
const activeOption = () => {
  const selected = screen.queryByRole('option', { selected: true });
  const pointedAt = searchBox().getAttribute('aria-activedescendant');
  expect(selected?.id ?? null).toBe(pointedAt);
  return selected;
};

describe('header search suggestions', () => {
  it('suggests up to six sneakers with picture, title, brand and price, word starts first, and See all last', async () => {
    const { user } = await renderApp({ route: '/' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    await user.type(searchBox(), 'RA');
    const listbox = await findSuggestions();
    const expected = expectedSuggestions('ra');
    // The text matches inside words too ('Trail'), so the order is worth checking.
    expect(expected).toHaveLength(6);
    expect(
      expected
        .at(-1)
        ?.title.toLowerCase()
        .split(' ')
        .some((word) => word.startsWith('ra')),
    ).toBe(false);

    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(7));
    const options = within(listbox).getAllByRole('option');
    expected.forEach((product, index) => {
      const option = options[index]!;
      expect(option).toHaveTextContent(product.title);
      expect(option).toHaveTextContent(product.brand);
      expect(option).toHaveTextContent(formatRupees(product.price));
      expect(within(option).getByRole('presentation')).toHaveAttribute(
        'src',
        responsivePicture(product.img, 'suggestion').src,
      );
    });
    expect(options[6]).toHaveAccessibleName("See all results for 'RA'");
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByText('6 sneakers suggested')).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys (wrapping) and opens the chosen sneaker on Enter', async () => {
    const { user, router } = await renderApp({ route: '/' });
    await user.type(searchBox(), 'ra');
    const listbox = await findSuggestions();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(7));
    const [first, second] = expectedSuggestions('ra');
    expect(activeOption()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent(first!.title);
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName("See all results for 'ra'");
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent(second!.title);
    expect(within(listbox).getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(searchBox()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productlist/${second!._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: second!.title })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the product list for the text on Enter with no option chosen, and closes on Escape', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await user.type(searchBox(), 'slip');
    await findSuggestions();
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveValue('slip');

    await user.type(searchBox(), 's');
    await findSuggestions();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=slips'));
    expect(router.state.location.pathname).toBe('/productlist');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a suggestion, or all results, with the mouse', async () => {
    const { user, router } = await renderApp({ route: '/' });
    await user.type(searchBox(), 'court');
    const listbox = await findSuggestions();
    await user.click(await within(listbox).findByRole('option', { name: "See all results for 'court'" }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=court'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(searchBox());
    const [first] = expectedSuggestions('court');
    await user.click(within(await findSuggestions()).getByRole('option', { name: new RegExp(first!.title) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productlist/${first!._id}`));
  });

  it('says when nothing matches, leaving only See all', async () => {
    const { user } = await renderApp({ route: '/' });
    await user.type(searchBox(), 'zzz');
    const listbox = await findSuggestions();
    expect(await screen.findByText('No sneakers suggested')).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["See all results for 'zzz'"]);
  });

  it('reads the catalogue once, not on each keystroke', async () => {
    const recorder = recordRequests();
    const { user } = await renderApp({ route: '/login' });
    await user.type(searchBox(), 'nike');
    const listbox = await findSuggestions();
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    await user.type(searchBox(), '{Backspace}{Backspace}{Backspace}');
    expect(await recorder.to('GET /api/products')).toHaveLength(1);
  });
});
