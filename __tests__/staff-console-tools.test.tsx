import { screen, waitFor, within } from '@testing-library/react';
import { seedProducts } from '@/api';
import { demoStaff } from '@/api/staff/demo-staff';
import { memoryRepositories } from '@/mocks/db';
import { staffPaths, staffProductPath } from '@/shared/paths';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { callAsStaff, startStaffSession } from '@/testing/staff';

const productsTable = () => screen.findByRole('table', { name: 'Products' });
const titlesShown = async () =>
  within(await productsTable())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

describe('the catalogue list', () => {
  it('shows each product’s picture and pairs to sell, twenty to a page', async () => {
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.products });
    const firstPage = await titlesShown();
    expect(firstPage).toEqual(seedProducts.slice(0, 20).map((product) => product.title));
    const pages = Math.ceil(seedProducts.length / 20);
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    const [product] = seedProducts;
    const [level] = await memoryRepositories.stock.levels([product?._id ?? '']);
    const row = within(await productsTable()).getAllByRole('row')[1];
    await waitFor(() =>
      expect(within(row as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(String(level?.available)),
    );
    expect(within(row as HTMLElement).getByRole('presentation')).toHaveAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await titlesShown()).toEqual(seedProducts.slice(20, 40).map((product) => product.title));
  });

  it('searches by every word of the title, brand or id', async () => {
    const wanted = seedProducts[7];
    if (!wanted) throw new Error('the seed is short');
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.products });
    await productsTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), `${wanted.brand} ${wanted.title}`);
    expect(await titlesShown()).toEqual([wanted.title]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such sneaker anywhere');
    expect(await screen.findByText('No product matches the search.')).toBeInTheDocument();
  });
});

describe('a product’s page', () => {
  it('says whether the product is on the shop and changes it', async () => {
    const product = seedProducts[3];
    if (!product) throw new Error('the seed is short');
    await startStaffSession();
    const { user } = await renderApp({ route: staffProductPath(product._id) });
    const published = await screen.findByRole('region', { name: 'On the shop' });
    expect(published).toHaveTextContent('Published: shoppers find it');
    await user.click(within(published).getByRole('button', { name: `Unpublish ${product.title}` }));
    await waitFor(() => expect(published).toHaveTextContent('Hidden: shoppers do not see it'));
    const stored = await memoryRepositories.catalogue.staffProduct(product._id);
    expect(stored?.published).toBe(false);
  });
});

describe('the audit log', () => {
  it('reads as sentences that link to what they are about, and filters by kind, kept in the URL', async () => {
    const product = seedProducts[5];
    if (!product) throw new Error('the seed is short');
    const token = await startStaffSession();
    await callAsStaff(token, 'POST', `/staff/products/${product._id}/stock`, {
      change: -2,
      reason: 'damaged',
    });
    const recorder = recordRequests();
    const { user, router } = await renderApp({ route: staffPaths.audit });
    const sentence = `${demoStaff.name} took 2 pairs of ${product.title} off stock: damaged`;
    const list = await screen.findByRole('list', { name: 'Staff actions, newest first' });
    const line = await waitFor(() => {
      const found = within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent.startsWith(sentence));
      if (!found) throw new Error(`no line says: ${sentence}`);
      return found;
    });
    expect(within(line).getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      staffProductPath(product._id),
    );
    await user.selectOptions(screen.getByLabelText('Kind'), 'Stock');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('stock'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Staff actions, newest first' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const reads = await recorder.to('GET /api/staff/audit');
    expect(reads.at(-1)?.query.get('kind')).toBe('stock');
  });
});
