import { screen, waitFor, within } from '@testing-library/react';
import { findUserByEmail, memoryRepositories } from '@/mocks/db';
import { TEST_SELLER } from '@/api/orders/seller';
import { recordPayment } from '@/api/payments/paying';
import { orderFor } from '@/api/testing/guest-with-orders';
import { CANCEL_REASONS } from '@/shared/orders';
import { formatPaise } from '@/shared/format-rupees';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** An order of the guest's, paid online through the payment's own path (so it is invoiced). */
async function paidOrder(): Promise<Order> {
  const at = timestamp();
  const userId = findUserByEmail(guest.email)?._id ?? 'no guest';
  const placed = await orderFor(memoryRepositories, userId, 30, 'unpaid', at);
  const paid = await memoryRepositories.transaction((tx) =>
    recordPayment(
      tx,
      { seller: TEST_SELLER },
      { userId, orderId: placed._id, paymentId: 'pay_HindiInvoice1', at },
    ),
  );
  if (paid.outcome !== 'paid') throw new Error(`the payment was ${paid.outcome}`);
  return paid.order;
}

/** A GST document's facts by their terms. */
function factsOf(document: HTMLElement) {
  const terms = within(document)
    .getAllByRole('term')
    .map((term) => term.textContent);
  return (term: string) => within(document).getAllByRole('definition')[terms.indexOf(term)];
}

describe('the tax invoice and the credit note in Hindi (issue 37)', () => {
  it('labels the invoice in Hindi under its bilingual legal title', async () => {
    const order = await paidOrder();
    await renderApp({ route: `/hi/orders/${order._id}`, user: guest });

    const article = await screen.findByRole('article', { name: 'Tax Invoice / कर बीजक' });
    const invoice = within(article);
    expect(factsOf(article)('इनवॉइस नंबर')).toHaveTextContent(order.invoiceNumber ?? 'no invoice');
    expect(factsOf(article)('ऑर्डर नंबर')).toHaveTextContent(order.number);
    expect(invoice.getByRole('heading', { name: 'विक्रेता' })).toBeInTheDocument();
    expect(invoice.getByText(/आपूर्ति का स्थान: /)).toBeInTheDocument();
    for (const head of ['विवरण', 'मात्रा', 'टैक्स योग्य मूल्य', 'कुल']) {
      expect(invoice.getByRole('columnheader', { name: head })).toBeInTheDocument();
    }
    expect(invoice.getAllByRole('row').at(-1)).toHaveTextContent(/^कुल/);
    expect(invoice.getByText(/^कीमतों में GST शामिल है।/)).toBeInTheDocument();
  });

  it('labels a credit note in Hindi, its reason as the order page words it', async () => {
    const order = await paidOrder();
    const { user, unmount } = await renderApp({ route: `/orders/${order._id}`, user: guest });
    await user.click(
      within(await screen.findByRole('region', { name: 'Order' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    await user.click(dialog.getByRole('radio', { name: CANCEL_REASONS.ordered_by_mistake }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await screen.findByRole('link', { name: /^Credit note CN\// });
    const address = link.getAttribute('href') ?? 'no link';
    unmount();

    await renderApp({ route: `/hi${address}`, user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: 'क्रेडिट नोट' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर पर वापस जाएँ' })).toHaveAttribute(
      'href',
      `/hi/orders/${order._id}`,
    );
    const article = await screen.findByRole('article', { name: 'Credit Note / क्रेडिट नोट' });
    const fact = factsOf(article);
    expect(fact('कारण')).toHaveTextContent(/^ऑर्डर कैंसल हुआ$/);
    expect(fact('मूल इनवॉइस')).toHaveTextContent(
      new RegExp(`^${order.invoiceNumber ?? 'no invoice'}, .+ का$`),
    );
    const note = within(article);
    expect(note.getByRole('columnheader', { name: 'टैक्स योग्य मूल्य' })).toBeInTheDocument();
    expect(note.getAllByRole('row').at(-1)).toHaveTextContent(
      new RegExp(`^कुल क्रेडिट.*${formatPaise(order.amountPaise)}`),
    );
    expect(screen.getByRole('button', { name: 'क्रेडिट नोट प्रिंट करें' })).toBeInTheDocument();
  });
});
