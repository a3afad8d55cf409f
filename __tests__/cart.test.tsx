import { timestamp } from '@/shared/timestamp';
import { setupListeners } from '@reduxjs/toolkit/query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import {
  addCartLine,
  allProducts,
  cartLineQty,
  hasWishlistLine,
  setCartLineQty,
  setProductPublished,
} from '@/mocks/db';
import { server } from '@/mocks/node';
import { MAX_QTY_PER_LINE } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { inlineMessages, orderMessages, toastMessages } from '@/shared/messages';
import type { CatalogueProduct } from '@/shared/types';
import { holdRequests } from '@/testing/hold-requests';
import { recordRequests } from '@/testing/record-requests';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { responsivePicture } from '@/shared/product-pictures';

/** Two products in the guest's cart, the first with quantity `firstQty`. */
function seedCart(firstQty = 1): [CatalogueProduct, CatalogueProduct] {
  const [first, second] = allProducts().slice(20, 22);
  if (!first || !second) throw new Error('the catalogue is too small');
  addCartLine(guestId(), first._id, timestamp());
  addCartLine(guestId(), second._id, timestamp());
  if (firstQty > 1) setCartLineQty(guestId(), first._id, firstQty, timestamp());
  return [first, second];
}

/** A cart line is a list item named by its product's title. */
const findLine = (product: CatalogueProduct) => screen.findByRole('listitem', { name: product.title });

/** The summary's figures, term → value, as a shopper reads them. */
function figures(summary: HTMLElement): Record<string, string | null> {
  const terms = within(summary).getAllByRole('term');
  const values = within(summary).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent ?? null]),
  );
}

describe('cart page', () => {
  it('says a line staff unpublished is no longer available, and offers no checkout until it is removed', async () => {
    const [first, second] = seedCart();
    setProductPublished(first._id, false);
    const { user } = await renderApp({ route: '/cart', user: guest });

    const line = within(await findLine(first));
    expect(line.getByText(orderMessages.noLongerAvailable)).toBeInTheDocument();
    expect(line.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(
      within(await findLine(second)).queryByText(orderMessages.noLongerAvailable),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByText(orderMessages.unavailableInCart([first.title]))).toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: first.title })).not.toBeInTheDocument();
  });

  it('shows a spinner for a second, then each line and an order summary computed from the prices', async () => {
    const [first, second] = seedCart(2);
    await renderApp({ route: '/cart', user: guest });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cart');
    const line = within(await findLine(first));
    expect(line.getByText(formatRupees(first.price))).toBeInTheDocument();
    expect(line.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/productlist/${first._id}`,
    );
    expect(line.getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      responsivePicture(first.img, 'cart-line').src,
    );

    const summaryRegion = screen.getByRole('region', { name: 'Your Order' });
    const summary = within(summaryRegion);
    const subTotal = first.price * 2 + second.price;
    const grandTotal = subTotal + 50 - 499;
    expect(summary.getByText('3 items')).toBeInTheDocument();
    expect(summary.getByText(`${first.title} (2)`)).toBeInTheDocument();
    expect(summary.getByText(formatRupees(first.price * 2))).toBeInTheDocument();
    expect(summary.getByText(`${second.title} (1)`)).toBeInTheDocument();
    expect(figures(summaryRegion)).toEqual({
      'Sub-total': formatRupees(subTotal),
      'Delivery charge': formatRupees(50),
      Discount: `−${formatRupees(499)}`,
      'Grand Total': formatRupees(grandTotal),
    });
    expect(
      summary.getByText(`You save ${formatRupees(subTotal - grandTotal)} on this order`),
    ).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the empty-cart illustration and a way to the shop when the cart is empty', async () => {
    await renderApp({ route: '/cart', user: guest });
    const image = await screen.findByRole('img', { name: 'An empty shopping bag' });
    expect(image).toHaveAttribute('src', '/images/empty-cart.svg');
    expect(screen.getByRole('link', { name: 'Shop sneakers' })).toHaveAttribute('href', '/productlist');
    expect(screen.queryByRole('region', { name: 'Your Order' })).not.toBeInTheDocument();
  });

  it('steps the quantity up and down on the server, and the summary follows', async () => {
    const [first, second] = seedCart();
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));

    await user.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(await line.findByLabelText('Quantity 2')).toBeInTheDocument();
    expect(cartLineQty(guestId(), first._id)).toBe(2);
    expect(figures(screen.getByRole('region', { name: 'Your Order' }))['Grand Total']).toBe(
      formatRupees(first.price * 2 + second.price + 50 - 499),
    );

    await user.click(line.getByRole('button', { name: 'Decrease quantity' }));
    expect(await line.findByLabelText('Quantity 1')).toBeInTheDocument();
    expect(cartLineQty(guestId(), first._id)).toBe(1);
  });

  it(`stops the plus button at ${MAX_QTY_PER_LINE} pairs, the most the server keeps`, async () => {
    const [first] = seedCart(MAX_QTY_PER_LINE - 1);
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    expect(plus).toBeEnabled();

    await user.click(plus);
    expect(await line.findByLabelText(`Quantity ${MAX_QTY_PER_LINE}`)).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('asks before removing at quantity 1 and makes no server call until the shopper answers', async () => {
    const [first] = seedCart();
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));
    const recorder = recordRequests();

    await user.click(line.getByRole('button', { name: 'Decrease quantity' }));
    const dialog = await screen.findByRole('alertdialog', { name: inlineMessages.removeProductQuestion });
    expect(await recorder.all()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: inlineMessages.cancelRemove }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    recorder.stop();
    expect(await recorder.all()).toEqual([]);
    expect(cartLineQty(guestId(), first._id)).toBe(1);
    expect(line.getByLabelText('Quantity 1')).toBeInTheDocument();
  });

  it('removes the line with "Yes, I\'m sure" and says so', async () => {
    const [first, second] = seedCart();
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));

    await user.click(line.getByRole('button', { name: 'Decrease quantity' }));
    const dialog = await screen.findByRole('alertdialog', { name: inlineMessages.removeProductQuestion });
    await user.click(within(dialog).getByRole('button', { name: inlineMessages.confirmRemove }));

    expect(await screen.findByText(toastMessages.removedFromCart)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: first.title })).not.toBeInTheDocument(),
    );
    expect(cartLineQty(guestId(), first._id)).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: second.title })).toBeInTheDocument();
  });

  it('removes a line with Remove from Cart, and the last removal shows the empty cart', async () => {
    const [first, second] = seedCart(3);
    const { user } = await renderApp({ route: '/cart', user: guest });

    await user.click(within(await findLine(first)).getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByText(toastMessages.removedFromCart)).toBeInTheDocument();
    await user.click(within(await findLine(second)).getByRole('button', { name: 'Remove from Cart' }));

    expect(await screen.findByRole('img', { name: 'An empty shopping bag' })).toBeInTheDocument();
    expect(cartLineQty(guestId(), first._id)).toBeNull();
    expect(cartLineQty(guestId(), second._id)).toBeNull();
  });

  it('disables the line while its request runs, so rapid clicks make exactly one step', async () => {
    const [first] = seedCart();
    const held = holdRequests('post', '*/api/user/cart/:productId');
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));
    const recorder = recordRequests();

    const plus = line.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await waitFor(() => expect(plus).toBeDisabled());
    expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(line.getByRole('button', { name: 'Remove from Cart' })).toBeDisabled();
    await user.click(plus);
    await user.click(plus);

    held.release();
    await waitFor(() => expect(plus).toBeEnabled());
    recorder.stop();
    expect(line.getByLabelText('Quantity 2')).toBeInTheDocument();
    expect(cartLineQty(guestId(), first._id)).toBe(2);
    expect(await recorder.to(`POST /api/user/cart/${first._id}`)).toHaveLength(1);
  });

  it('shows the server refusal and keeps the quantity when a step fails', async () => {
    const [first] = seedCart();
    server.use(
      http.post('*/api/user/cart/:productId', () =>
        Response.json({ message: 'The cart is resting.' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));

    await user.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('The cart is resting.')).toBeInTheDocument();
    expect(line.getByLabelText('Quantity 1')).toBeInTheDocument();
    expect(cartLineQty(guestId(), first._id)).toBe(1);
  });

  it("toggles the wishlist from a line's heart with the cart's own toasts", async () => {
    const [first] = seedCart();
    const { user } = await renderApp({ route: '/cart', user: guest });
    const line = within(await findLine(first));

    await user.click(line.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(toastMessages.wishlistAdded)).toBeInTheDocument();
    expect(hasWishlistLine(guestId(), first._id)).toBe(true);

    await user.click(await line.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText(toastMessages.removedFromWishlist)).toBeInTheDocument();
    expect(hasWishlistLine(guestId(), first._id)).toBe(false);
  });

  it('goes to checkout from the summary', async () => {
    seedCart();
    const { user, router } = await renderApp({ route: '/cart', user: guest });
    await user.click(await screen.findByRole('link', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it.each([
    ['comes back to the tab', 'focus'],
    ['comes back online', 'online'],
  ])('shows a cart changed in another tab when the shopper %s', async (_when, event) => {
    const [first] = seedCart();
    const { store } = await renderApp({ route: '/cart', user: guest });
    await findLine(first);
    const [, , third] = allProducts().slice(20, 23);
    if (!third) throw new Error('the catalogue is too small');
    addCartLine(guestId(), third._id, timestamp());
    const stopListening = setupListeners(store.dispatch);

    try {
      act(() => {
        window.dispatchEvent(new Event(event));
      });
      expect(await findLine(third)).toBeInTheDocument();
    } finally {
      stopListening();
    }
  });
});
