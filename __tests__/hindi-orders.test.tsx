import { screen, within } from '@testing-library/react';
import { addCartLine, allProducts, confirmedOrdersOf, findUserByEmail, memoryRepositories } from '@/mocks/db';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { formatCalendarDay } from '@/shared/calendar-day';
import { formatIndiaTime } from '@/shared/format-india-time';
import { formatRupees } from '@/shared/format-rupees';
import { inlineMessages } from '@/shared/messages';
import { timestamp } from '@/shared/timestamp';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

/** A Cash on Delivery order of two sneakers, placed through the (English) checkout. */
async function placedOrder() {
  const shopperId = findUserByEmail(guest.email)!._id;
  for (const product of allProducts().slice(30, 32)) addCartLine(shopperId, product._id, timestamp());
  const { user, unmount } = await renderApp({ route: '/checkout', user: guest });
  await user.click(await screen.findByRole('radio', { name: 'Guest Shopper' }));
  await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await screen.findByRole('heading', { name: inlineMessages.orderSuccessful });
  unmount();
  const [order] = confirmedOrdersOf(shopperId);
  if (!order) throw new Error('no order was placed');
  return order;
}

/** A description list's definitions by their terms. */
function factsOf(container: HTMLElement) {
  const terms = within(container)
    .getAllByRole('term')
    .map((term) => term.textContent);
  return (term: string) => within(container).getAllByRole('definition')[terms.indexOf(term)];
}

describe('the shopper’s orders in Hindi (issue 37)', () => {
  it('shows the order page in Hindi: facts, Hindi dates, timeline with its courier, lines and amounts', async () => {
    const order = await placedOrder();
    const shippedAt = '2026-03-02T13:45:00.000Z';
    for (const to of ['packed', 'shipped'] as const) {
      await memoryRepositories.transaction((tx) =>
        moveOrder(
          tx,
          { seller: TEST_SELLER },
          {
            orderId: order._id,
            to,
            actor: 'staff',
            at: shippedAt,
            courier: 'Delhivery',
            awb: 'DLV-123456789',
          },
        ),
      );
    }

    await renderApp({ route: `/hi/orders/${order._id}`, user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आपके सभी ऑर्डर' })).toHaveAttribute(
      'href',
      '/hi/profile?tab=orders',
    );
    const region = await screen.findByRole('region', { name: 'ऑर्डर' });
    const details = within(region);
    const fact = factsOf(region);
    expect(fact('स्थिति')).toHaveTextContent(/^भेज दिया गया$/);
    expect(fact('पेमेंट का तरीका')).toHaveTextContent('कैश ऑन डिलीवरी');
    expect(fact('पेमेंट')).toHaveTextContent('डिलीवरी पर भुगतान करना है');
    expect(fact('डिलीवरी का वादा')).toHaveTextContent(
      formatCalendarDay(order.deliverBy ?? 'none', { withYear: true, locale: 'hi' }),
    );
    expect(fact('ऑर्डर की तारीख')).toHaveTextContent(formatIndiaTime(order.createdAt, 'hi'));
    const steps = within(details.getByRole('list', { name: 'ऑर्डर की टाइमलाइन' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `कन्फ़र्म हो गया ${formatIndiaTime(order.createdAt, 'hi')}`,
      `पैक हो गया ${formatIndiaTime(shippedAt, 'hi')}`,
      `भेज दिया गया ${formatIndiaTime(shippedAt, 'hi')}Delhivery, AWB DLV-123456789`,
      'डिलीवरी के लिए निकला · आने वाला',
      `डिलीवर हो गया · ${formatCalendarDay(order.deliverBy ?? 'none', { withYear: true, locale: 'hi' })} तक अपेक्षित`,
    ]);
    expect(fact('ऑर्डर नंबर')).toHaveTextContent(order.number);
    expect(details.getByRole('columnheader', { name: 'मात्रा' })).toBeInTheDocument();
    expect(fact('कुल रकम')).toHaveTextContent(formatRupees(order.amounts.grandTotal));
    expect(screen.getByRole('button', { name: 'इनवॉइस प्रिंट करें' })).toBeInTheDocument();
  });

  it('lists the orders in Hindi, each linking to its Hindi page', async () => {
    const order = await placedOrder();
    await renderApp({ route: '/hi/profile?tab=orders', user: guest });
    const list = within(await screen.findByRole('region', { name: 'आपके ऑर्डर' }));
    const article = list.getByRole('article');
    const card = within(article);
    expect(
      card.getByRole('link', { name: `ऑर्डर ${order.number}, ${formatIndiaTime(order.createdAt, 'hi')}` }),
    ).toHaveAttribute('href', `/hi/orders/${order._id}`);
    const fact = factsOf(article);
    expect(fact('स्थिति')).toHaveTextContent('कन्फ़र्म हो गया');
    expect(fact('पेमेंट')).toHaveTextContent('डिलीवरी पर भुगतान करना है');
  });
});
