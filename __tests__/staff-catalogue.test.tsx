import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { productInputOf, seedProducts } from '@/api';
import { server } from '@/mocks/node';
import { MIN_PRODUCT_PRICE, belowMinimumPrice } from '@/shared/order-totals';
import { staffPaths, staffProductPath } from '@/shared/paths';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { callAsStaff, startStaffSession } from '@/testing/staff';

describe('adding a product', () => {
  it('checks the form and names each field’s problem before sending anything', async () => {
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.newProduct });
    await screen.findByRole('heading', { level: 1, name: 'Add a product' });
    await user.type(screen.getByLabelText('Price (₹)'), '4999');
    await user.type(screen.getByLabelText('MRP (₹)'), '3999');
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter the title.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription('Choose a brand.');
    expect(screen.getByText('Choose at least one category.')).toBeInTheDocument();
    expect(screen.getByLabelText('MRP (₹)')).toHaveAccessibleDescription(
      'The MRP cannot be below the price.',
    );
    expect(await recorder.to('POST /api/staff/products')).toEqual([]);
  });

  it('says why a price or MRP the discount would bring to ₹0 is refused, before sending anything', async () => {
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.newProduct });
    await screen.findByRole('heading', { level: 1, name: 'Add a product' });
    const tooLow = String(MIN_PRODUCT_PRICE - 1);
    await user.type(screen.getByLabelText('Price (₹)'), tooLow);
    await user.type(screen.getByLabelText('MRP (₹)'), tooLow);
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription(belowMinimumPrice('price'));
    expect(screen.getByLabelText('MRP (₹)')).toHaveAccessibleDescription(belowMinimumPrice('MRP'));
    expect(await recorder.to('POST /api/staff/products')).toEqual([]);
  });

  it('sends a checked product, unpublished, and shows a refusal in the form', async () => {
    server.use(
      http.post('*/api/staff/products', () =>
        HttpResponse.json(
          { message: 'The catalogue is being restored. Try again in a minute.' },
          { status: 503 },
        ),
      ),
    );
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.newProduct });
    await user.type(await screen.findByLabelText('Title'), 'Court Classic');
    await user.type(screen.getByLabelText('Description'), 'A low white leather trainer.');
    await user.selectOptions(screen.getByLabelText('Brand'), 'puma');
    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'men' }));
    await user.type(screen.getByLabelText('Price (₹)'), '4999');
    await user.type(screen.getByLabelText('MRP (₹)'), '5999');
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(
      await screen.findByText('The catalogue is being restored. Try again in a minute.'),
    ).toBeInTheDocument();
    const [sent] = await recorder.to('POST /api/staff/products');
    expect(sent?.body).toEqual({
      title: 'Court Classic',
      text: 'A low white leather trainer.',
      brand: 'puma',
      category: ['men'],
      price: 4999,
      mrp: 5999,
      countryOfOrigin: 'India',
      published: false,
    });
  });
});

describe('the product list', () => {
  it('unpublishes a product with the whole product sent, as the route takes it, and the shop no longer lists it', async () => {
    const product = seedProducts[20];
    if (!product) throw new Error('the seed has fewer than 21 products');
    const token = await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.products });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), product.title);
    await user.click(await screen.findByRole('button', { name: `Unpublish ${product.title}` }));
    await screen.findByRole('button', { name: `Publish ${product.title}` });
    const row = screen.getAllByRole('row').find((each) => within(each).queryByText(product.title));
    expect(within(row as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    const [sent] = await recorder.to(`PUT /api/staff/products/${product._id}`);
    expect(sent?.body).toEqual({ ...productInputOf(product), published: false });
    const shop = await callAsStaff<{ products: { _id: string }[] }>(token, 'GET', '/products');
    expect(shop.body.products.map(({ _id }) => _id)).not.toContain(product._id);
  });
});

describe("a product's page", () => {
  it('publishes the product as just saved, though the list has not come back yet', async () => {
    const product = seedProducts[20];
    if (!product) throw new Error('the seed has fewer than 21 products');
    await startStaffSession();
    const { user } = await renderApp({ route: staffProductPath(product._id) });
    const hindiTitle = await screen.findByLabelText('Hindi title (optional)');
    // From now on the list's requests wait: the save's own refetch is still on its way at Publish.
    let answerLists = () => {};
    const listsHeld = new Promise<void>((resolve) => (answerLists = resolve));
    server.use(
      http.get('*/api/staff/products', async () => {
        await listsHeld;
      }),
    );
    const recorder = recordRequests();
    await user.clear(hindiTitle);
    await user.type(hindiTitle, 'नया हिन्दी नाम');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved: the shop shows the change now.');
    await user.click(screen.getByRole('button', { name: `Unpublish ${product.title}` }));

    await waitFor(async () =>
      expect(await recorder.to(`PUT /api/staff/products/${product._id}`)).toHaveLength(2),
    );
    const [saved, published] = await recorder.to(`PUT /api/staff/products/${product._id}`);
    expect(saved?.body).toMatchObject({ titleHi: 'नया हिन्दी नाम', published: true });
    expect(published?.body).toEqual({ ...(saved?.body as object), published: false });
    answerLists();
  });
});
