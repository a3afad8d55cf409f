import { screen, waitFor, within } from '@testing-library/react';
import { addCartLine, allProducts, cartLineQty, setCartLineQty } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { timestamp } from '@/shared/timestamp';
import type { CatalogueProduct } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** Two products in the guest's cart, the first with two pairs. */
function seedCart(): [CatalogueProduct, CatalogueProduct] {
  const [first, second] = allProducts().slice(20, 22);
  if (!first || !second) throw new Error('the catalogue is too small');
  addCartLine(guestId(), first._id, timestamp());
  addCartLine(guestId(), second._id, timestamp());
  setCartLineQty(guestId(), first._id, 2, timestamp());
  return [first, second];
}

/** The summary's figures, term → value, as a shopper reads them. */
function figures(summary: HTMLElement): Record<string, string | null> {
  const values = within(summary).getAllByRole('definition');
  return Object.fromEntries(
    within(summary)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]?.textContent ?? null]),
  );
}

describe('the cart in Hindi (issue 37)', () => {
  it('shows its loader, lines and order summary in Hindi, rupees with Indian grouping', async () => {
    const [first, second] = seedCart();
    await renderApp({ route: '/hi/cart', user: guest });

    expect(await screen.findByRole('status')).toHaveTextContent('आपका कार्ट लोड हो रहा है');
    // A Hindi page names the sneaker by its Hindi title where it has one.
    const title = first.titleHi ?? first.title;
    const line = within(await screen.findByRole('listitem', { name: title }));
    expect(line.getByRole('link', { name: title })).toHaveAttribute('href', `/hi/productlist/${first._id}`);
    expect(line.getByRole('button', { name: /^कार्ट से हटाएँ/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'कार्ट' })).toBeInTheDocument();

    const summaryRegion = screen.getByRole('region', { name: 'आपका ऑर्डर' });
    const subTotal = first.price * 2 + second.price;
    const grandTotal = subTotal + 50 - 499;
    expect(within(summaryRegion).getByText('3 आइटम')).toBeInTheDocument();
    expect(figures(summaryRegion)).toEqual({
      'सब-टोटल': formatRupees(subTotal),
      'डिलीवरी चार्ज': formatRupees(50),
      छूट: `−${formatRupees(499)}`,
      'कुल रकम': formatRupees(grandTotal),
    });
    expect(
      within(summaryRegion).getByText(`इस ऑर्डर पर आप ${formatRupees(subTotal - grandTotal)} बचा रहे हैं`),
    ).toBeInTheDocument();
    expect(within(summaryRegion).getByRole('link', { name: 'चेकआउट' })).toHaveAttribute(
      'href',
      '/hi/checkout',
    );
  });

  it('steps the quantity and asks before removing, in Hindi', async () => {
    const [first] = seedCart();
    const { user } = await renderApp({ route: '/hi/cart', user: guest });
    const line = within(await screen.findByRole('listitem', { name: first.titleHi ?? first.title }));

    await user.click(line.getByRole('button', { name: 'मात्रा घटाएँ' }));
    expect(await line.findByLabelText('मात्रा 1')).toBeInTheDocument();
    await waitFor(() => expect(cartLineQty(guestId(), first._id)).toBe(1));

    await user.click(line.getByRole('button', { name: 'मात्रा घटाएँ' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'क्या आप सच में यह प्रोडक्ट हटाना चाहते हैं?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'नहीं, रहने दें' }));
    expect(cartLineQty(guestId(), first._id)).toBe(1);
  });

  it('says in Hindi that a removed sneaker left the cart', async () => {
    const [first] = seedCart();
    const { user } = await renderApp({ route: '/hi/cart', user: guest });
    const line = within(await screen.findByRole('listitem', { name: first.titleHi ?? first.title }));

    await user.click(line.getByRole('button', { name: /^कार्ट से हटाएँ/ }));

    expect(await screen.findByText('स्नीकर कार्ट से हटा दिया गया')).toBeInTheDocument();
    await waitFor(() => expect(cartLineQty(guestId(), first._id)).toBeNull());
  });

  it('shows the empty cart in Hindi, its way to the shop staying in Hindi', async () => {
    await renderApp({ route: '/hi/cart', user: guest });
    expect(await screen.findByRole('img', { name: 'एक खाली शॉपिंग बैग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्नीकर्स खरीदें' })).toHaveAttribute('href', '/hi/productlist');
  });
});
