import { screen, within } from '@testing-library/react';
import { addCartLine, allProducts, findStaffProduct, findUserByEmail, memoryRepositories } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { savingPercent } from '@/shared/price-saving';
import type { CatalogueProduct } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** Issue 39: the MRP struck through and the saving, wherever a price is above it; the price alone at the MRP. */

/** What a price below its MRP reads as: the struck MRP, the price, the saving. */
function expectPriceBelowMrp(place: HTMLElement, product: CatalogueProduct) {
  const saving = savingPercent(product.price, product.mrp);
  expect(saving).toBeGreaterThan(0);
  // What a screen reader hears ("MRP" and "price" for it alone), then what is struck through.
  const heard = `MRP ${formatRupees(product.mrp)} , price ${formatRupees(product.price)}, ${saving} % off`;
  expect(
    within(place).getByText((_text, element) => element?.textContent.replace(/\s+/g, ' ').trim() === heard, {
      selector: '.price-tag',
    }),
  ).toBeInTheDocument();
  expect(within(place).getByText(formatRupees(product.mrp), { selector: 's' })).toBeInTheDocument();
}

/** A seed sneaker the list shows (ids above 15), priced below its MRP as the seed's all are. */
function sneakerBelowMrp(): CatalogueProduct {
  const product = allProducts().find((one) => one.id > 15 && one.mrp > one.price);
  if (!product) throw new Error('the seed has no sneaker below its MRP');
  return product;
}

describe('prices against the MRP', () => {
  it('a list card shows the MRP struck through, the price and the saving', async () => {
    await renderApp({ route: '/productlist' });
    const grid = await screen.findByRole('list', { name: 'Sneakers' });
    const card = within(grid).getAllByRole('article')[0];
    if (!card) throw new Error('the list shows no card');
    const title = within(card).getByRole('heading', { level: 3 }).textContent;
    const product = allProducts().find((one) => one.title === title);
    if (!product) throw new Error('the card names no seed product');
    expectPriceBelowMrp(card, product);
  });

  it('the product page shows them too, with the MRP line the law asks for', async () => {
    const product = sneakerBelowMrp();
    await renderApp({ route: `/productlist/${product._id}` });
    const page = await screen.findByRole('article', { name: product.title });
    expectPriceBelowMrp(page, product);
    expect(
      within(page).getByText(`MRP ${formatRupees(product.mrp)} (incl. of all taxes)`),
    ).toBeInTheDocument();
  });

  it('a cart line shows them', async () => {
    const product = sneakerBelowMrp();
    const userId = findUserByEmail(guest.email)?._id ?? '';
    addCartLine(userId, product._id, timestamp());
    await renderApp({ route: '/cart', user: guest });
    const line = await screen.findByRole('listitem', { name: product.title });
    expectPriceBelowMrp(line, product);
  });

  it('a sneaker sold at its MRP shows its price alone, no saving', async () => {
    const product = sneakerBelowMrp();
    const staffView = findStaffProduct(product._id);
    if (!staffView) throw new Error('the product is gone');
    const { title, text, brand, category = [], mrp, countryOfOrigin, published } = staffView;
    await memoryRepositories.catalogue.update(product._id, {
      ...{ title, text, brand, category, mrp, countryOfOrigin, published },
      price: mrp,
    });
    await renderApp({ route: `/productlist/${product._id}` });
    const page = await screen.findByRole('article', { name: product.title });
    expect(within(page).queryByText(/% off/)).toBeNull();
    expect(within(page).queryByText(formatRupees(product.mrp), { selector: 's' })).toBeNull();
    expect(
      within(page).getByText(formatRupees(product.mrp), { selector: '.price-tag__price' }),
    ).toBeInTheDocument();
  });
});
