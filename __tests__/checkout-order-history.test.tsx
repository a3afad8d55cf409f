import { timestamp } from '@/shared/timestamp';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addressesOf, allProducts, insertOrder, memoryRepositories } from '@/mocks/db';
import { payInStore } from '@/api/testing/guest-with-orders';
import { server } from '@/mocks/node';
import { computeOrderAmounts } from '@/shared/order-totals';
import { formatRupees } from '@/shared/format-rupees';
import type { Order } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

async function placePaidOrder(productIndexes: number[], paymentId: string): Promise<Order> {
  const address = addressesOf(guestId())[0];
  if (!address) throw new Error('the guest has no address');
  const products = allProducts();
  const items = productIndexes.map((index, position) => {
    const product = products[index];
    if (!product) throw new Error('the catalogue is too small');
    return {
      _id: product._id,
      title: product.title,
      price: product.price,
      qty: position + 1,
      img: product.img,
    };
  });
  const order = insertOrder({
    userId: guestId(),
    idempotencyKey: paymentId,
    items,
    address,
    amounts: computeOrderAmounts(items),
    paymentMethod: 'online',
    deliverBy: null,
    createdAt: timestamp(),
  });
  return payInStore(memoryRepositories, order._id, paymentId, timestamp());
}

describe('order history (profile, Orders tab)', () => {
  it('lists each paid order, newest first, with its date, items, address, amount and payment id', async () => {
    const older = await placePaidOrder([20, 21], 'pay_Older000000001');
    const newer = await placePaidOrder([25], 'pay_Newer000000002');
    await renderApp({ route: '/profile?tab=orders', user: guest });

    const list = await screen.findByRole('region', { name: 'Your orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [newest, oldest] = cards;
    if (!newest || !oldest) throw new Error('two order cards expected');
    expect(within(newest).getByText(newer.paymentId ?? '')).toBeInTheDocument();
    const second = within(oldest);
    expect(second.getByText(older.paymentId ?? '')).toBeInTheDocument();
    expect(second.getByText('Confirmed')).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();

    const date = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(older.paidAt ?? ''));
    expect(second.getByRole('heading', { name: `Order ${older.number} of ${date}` })).toBeInTheDocument();
    for (const line of older.items) {
      expect(second.getByText(`${line.title} (${line.qty})`)).toBeInTheDocument();
      expect(second.getByText(formatRupees(line.price * line.qty))).toBeInTheDocument();
    }
    expect(second.getByText(formatRupees(older.amounts.grandTotal))).toBeInTheDocument();
    expect(second.getByText(new RegExp(older.address.residence))).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    await renderApp({ route: '/profile?tab=orders', user: guest });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop sneakers' })).toHaveAttribute('href', '/productlist');
  });

  it('shows why the history could not be loaded', async () => {
    server.use(
      http.get('*/api/user/orders', () =>
        HttpResponse.json({ message: 'Orders are napping.' }, { status: 503 }),
      ),
    );
    await renderApp({ route: '/profile?tab=orders', user: guest });
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are napping.');
  });
});
