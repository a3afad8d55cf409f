import { screen, waitFor, within } from '@testing-library/react';
import { addCartLine, allProducts, confirmedOrdersOf, memoryRepositories, setCartLineQty } from '@/mocks/db';
import { SEED_LOW_STOCK, SEED_PAIRS_ON_HAND } from '@/api/stock/starting-stock';
import { stockMessages } from '@/shared/messages';
import { timestamp } from '@/shared/timestamp';
import type { CatalogueProduct } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

// jsdom has no canvas; an order placed would throw the confetti.
jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

/** A seed sneaker that starts with `pairs` pairs (starting-stock.ts). */
function startingWith(pairs: number): CatalogueProduct {
  const id = Object.keys(SEED_LOW_STOCK).find((productId) => SEED_LOW_STOCK[productId] === pairs);
  const product = allProducts().find((candidate) => candidate._id === id);
  if (!product) throw new Error(`no seed sneaker starts with ${pairs} pairs`);
  return product;
}

/** The product list's sneakers (numbered above 15) that start with plenty of pairs. */
const gridSneakers = () =>
  allProducts().filter((candidate) => candidate.id > 15 && !(candidate._id in SEED_LOW_STOCK));

/** The `nth` grid sneaker with plenty of pairs, its stock taken to `left`. */
async function plentyLeftAt(left: number, nth = 0): Promise<CatalogueProduct> {
  const product = gridSneakers()[nth];
  if (!product) throw new Error('the catalogue is too small');
  await memoryRepositories.stock.adjust(product._id, left - SEED_PAIRS_ON_HAND);
  return product;
}

const findCard = (product: CatalogueProduct) => screen.findByRole('article', { name: product.title });

describe('stock on product cards', () => {
  it('says "Only N left" at a few pairs, nothing at plenty, and "Out of stock" at none, with Add to Cart disabled', async () => {
    const few = await plentyLeftAt(3, 1);
    const none = await plentyLeftAt(0);
    const plenty = gridSneakers()[2];
    if (!plenty) throw new Error('the catalogue is too small');
    await renderApp({ route: '/productlist', user: guest });
    await screen.findByRole('list', { name: 'Sneakers' });

    const fewCard = within(await findCard(few));
    expect(fewCard.getByText(stockMessages.onlyLeft(3))).toBeVisible();
    expect(fewCard.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    const noneCard = within(await findCard(none));
    expect(noneCard.getByText(stockMessages.outOfStock)).toBeVisible();
    const add = noneCard.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`${none.title} ${stockMessages.outOfStock}`);

    const plentyCard = within(await findCard(plenty));
    expect(plentyCard.queryByText(/left$|^Out of stock$/)).toBeNull();
  });
});

describe('stock on the product page', () => {
  it('says "Only N left" beside Add to Cart', async () => {
    const few = startingWith(5);
    await renderApp({ route: `/productlist/${few._id}`, user: guest });
    const page = within(await screen.findByRole('article', { name: few.title }, { timeout: 3000 }));
    expect(page.getByText(stockMessages.onlyLeft(5))).toBeVisible();
    expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('says "Out of stock" and disables Add to Cart, the notice describing why', async () => {
    const none = await plentyLeftAt(0);
    await renderApp({ route: `/productlist/${none._id}`, user: guest });
    const page = within(await screen.findByRole('article', { name: none.title }, { timeout: 3000 }));
    expect(page.getByText(stockMessages.outOfStock)).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(stockMessages.outOfStock);
  });
});

describe('stock in the cart', () => {
  it('shows each line’s pairs left from the catalogue, and stops + at them', async () => {
    const few = startingWith(3);
    addCartLine(guestId(), few._id, timestamp());
    setCartLineQty(guestId(), few._id, 3, timestamp());
    const plenty = await plentyLeftAt(SEED_PAIRS_ON_HAND);
    addCartLine(guestId(), plenty._id, timestamp());
    await renderApp({ route: '/cart', user: guest });

    const fewLine = within(await screen.findByRole('listitem', { name: few.title }));
    expect(await fewLine.findByText(stockMessages.onlyLeft(3))).toBeVisible();
    const more = fewLine.getByRole('button', { name: 'Increase quantity' });
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription(`${few.title} ${stockMessages.onlyLeft(3)}`);

    const plentyLine = within(screen.getByRole('listitem', { name: plenty.title }));
    expect(plentyLine.queryByText(/left$|^Out of stock$/)).toBeNull();
    expect(plentyLine.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('an order asking for more than is left: the checkout shows the 409 naming the sneaker, and the cart then shows the pairs left', async () => {
    const few = startingWith(3);
    addCartLine(guestId(), few._id, timestamp());
    // Two pairs, within Cash on Delivery's limit.
    setCartLineQty(guestId(), few._id, 2, timestamp());
    // Others bought two meanwhile.
    await memoryRepositories.stock.adjust(few._id, -2);
    const { user } = await renderApp({ route: '/checkout', user: guest });
    await user.click(await screen.findByRole('radio', { name: 'Guest Shopper' }));
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const refusal = stockMessages.notEnoughLeft(few.title, 1);
    expect(await screen.findByText(refusal, { selector: 'p' })).toBeInTheDocument();
    expect(confirmedOrdersOf(guestId())).toEqual([]);

    await user.click(screen.getAllByRole('link', { name: /cart/i })[0]!);
    const line = within(await screen.findByRole('listitem', { name: few.title }));
    await waitFor(() => expect(line.getByText(stockMessages.onlyLeft(1))).toBeVisible());
  });
});
