import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { renderApp } from '@/testing/render-app';

const chipGroup = () => screen.getByRole('group', { name: 'Active filters' });
const chipNames = () =>
  within(chipGroup())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('active filter chips', () => {
  it('shows one removable chip per active filter, in the URL’s terms, with Clear Filters beside them', async () => {
    await renderApp({
      route: '/productlist?brand=nike,vans&category=men&rating=3&price=6000&sort=lowToHigh&q=court',
    });
    const chips = within(chipGroup());
    for (const name of [
      'Search: court',
      'Up to ₹6,000',
      'Men',
      'Nike',
      'Vans',
      '3 Stars & above',
      'Price - Low to High',
    ]) {
      expect(chips.getByRole('button', { name: `Remove filter: ${name}` })).toBeInTheDocument();
    }
    expect(chips.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    expect(chips.getAllByRole('button')).toHaveLength(8);
  });

  it('shows no chips without filters, nor for the price at its maximum', async () => {
    await renderApp({ route: '/productlist?price=10000' });
    expect(await screen.findByRole('list', { name: 'Sneakers' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('removes one filter per chip through the URL, keeps focus on the chips, then on the results', async () => {
    const { user, router } = await renderApp({ route: '/productlist?brand=nike,vans&rating=4' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Nike' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=vans&rating=4'));
    expect(screen.getByRole('checkbox', { name: 'Nike' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vans' })).toBeChecked();
    // The chip that took its place has focus.
    expect(screen.getByRole('button', { name: 'Remove filter: Vans' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove filter: 4 Stars & above' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=vans'));
    expect(screen.getByRole('button', { name: 'Remove filter: Vans' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();

    // Each removal was a history entry, like any other filter change.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=vans'));
    expect(chipNames()).toEqual(['Remove filter: Vans', 'Clear Filters']);
  });

  it('clears every filter from beside the chips', async () => {
    const { user, router } = await renderApp({ route: '/productlist?category=women&sort=highToLow' });
    await user.click(within(chipGroup()).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('radio', { name: 'Price - High to Low' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
  });

  it('shows the header search as a chip; removing it empties the search box', async () => {
    const { user, router } = await renderApp({ route: '/productlist' });
    await user.type(screen.getByRole('combobox', { name: 'Search sneakers' }), 'canvas');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Search: canvas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Search sneakers' })).toHaveValue('');
  });
});
