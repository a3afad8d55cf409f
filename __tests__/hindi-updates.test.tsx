import { screen, within } from '@testing-library/react';
import { notifyShopper } from '@/api/messages/notify';
import { addressesOf, allProducts, insertOrder, memoryRepositories } from '@/mocks/db';
import { computeOrderAmounts } from '@/shared/order-totals';
import { timestamp } from '@/shared/timestamp';
import { formatIndiaTime } from '@/shared/format-india-time';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

const AT = '2026-11-20T10:00:00Z';

/** A Cash on Delivery order of the guest's (an update names its order, which must exist). */
function placeOrder(): string {
  const product = allProducts()[0];
  const address = addressesOf(guestId())[0];
  if (!product || !address) throw new Error('the seed has no product or the guest no address');
  const items = [{ _id: product._id, title: product.title, price: product.price, qty: 1, img: product.img }];
  return insertOrder({
    userId: guestId(),
    idempotencyKey: 'updates-hi',
    items,
    address,
    amounts: computeOrderAmounts(items),
    paymentMethod: 'cod',
    deliverBy: null,
    createdAt: timestamp(),
  })._id;
}

describe('the updates screen in Hindi (issue 37)', () => {
  it('lists the updates under their Hindi title, new ones marked, each linking to its Hindi order page', async () => {
    const order = placeOrder();
    await notifyShopper(memoryRepositories, { userId: guestId(), orderId: order, kind: 'confirmed', at: AT });
    await renderApp({ route: '/hi/updates', user: guest });

    expect(await screen.findByRole('heading', { level: 1, name: 'अपडेट' })).toBeInTheDocument();
    const item = within(within(await screen.findByRole('list', { name: 'अपडेट' })).getByRole('listitem'));
    expect(item.getByRole('heading')).toHaveTextContent(/ \(नया\)$/);
    expect(item.getByText(formatIndiaTime(AT, 'hi'))).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'ऑर्डर देखें' })).toHaveAttribute('href', `/hi/orders/${order}`);
  });

  it('says in Hindi that there are none yet', async () => {
    await renderApp({ route: '/hi/updates', user: guest });
    expect(
      await screen.findByText('अभी कोई अपडेट नहीं है। आपके किसी ऑर्डर में कुछ भी होने पर वह यहाँ दिखेगा।'),
    ).toBeInTheDocument();
  });

  it('the header of any Hindi page names the updates link in Hindi, with the unread count', async () => {
    await notifyShopper(memoryRepositories, {
      userId: guestId(),
      orderId: placeOrder(),
      kind: 'confirmed',
      at: AT,
    });
    await renderApp({ route: '/hi', user: guest });

    const header = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    const link = await header.findByRole('link', { name: 'अपडेट, 1 नए' });
    expect(link).toHaveAttribute('href', '/hi/updates');
    expect(link).toHaveTextContent('अपडेट');
  });
});
