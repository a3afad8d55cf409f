import { screen, waitFor, within } from '@testing-library/react';
import { TEST_SELLER } from '@/api/orders/seller';
import { recordPayment } from '@/api/payments/paying';
import { orderFor } from '@/api/testing/guest-with-orders';
import { memoryRepositories } from '@/mocks/db';
import { formatPaise } from '@/shared/format-rupees';
import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { movesInStore } from '@/testing/staff-moves';

/** An order of the guest's, paid online through the payment's own path (so it is invoiced). */
async function paidOrder(): Promise<Order> {
  const userId = guestId();
  const at = timestamp();
  const { _id: orderId } = await orderFor(memoryRepositories, userId, 30, 'unpaid', at);
  const payment = { userId, orderId, paymentId: 'pay_HindiCancel001', at };
  const answer = await memoryRepositories.transaction((tx) =>
    recordPayment(tx, { seller: TEST_SELLER }, payment),
  );
  if (answer.outcome === 'paid') return answer.order;
  throw new Error(`the payment was ${answer.outcome}`);
}

/** A Cash on Delivery order of the guest's, delivered just now (its return window open). */
async function deliveredCodOrder(): Promise<Order> {
  const order = await orderFor(memoryRepositories, guestId(), 31, 'cod', timestamp());
  await movesInStore(order._id, [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: 'DLV7000001' },
    { to: 'out_for_delivery' },
    { to: 'delivered' },
  ]);
  return order;
}

const orderRegion = () => screen.findByRole('region', { name: 'ऑर्डर' });

describe('cancelling and returning in Hindi (issue 37)', () => {
  it('asks why in Hindi, cancels, and shows the refund and the credit note in Hindi', async () => {
    const order = await paidOrder();
    const { user } = await renderApp({ route: `/hi/orders/${order._id}`, user: guest });
    await user.click(within(await orderRegion()).getByRole('button', { name: 'ऑर्डर कैंसल करें' }));

    const dialog = within(screen.getByRole('dialog', { name: 'यह ऑर्डर कैंसल करें?' }));
    expect(dialog.getByRole('group', { name: 'आप ऑर्डर क्यों कैंसल कर रहे हैं?' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ऑर्डर कैंसल करें' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('बताएँ कि आप ऑर्डर क्यों कैंसल कर रहे हैं।');

    await user.click(dialog.getByRole('radio', { name: 'मैंने गलती से ऑर्डर कर दिया' }));
    await user.type(dialog.getByRole('textbox', { name: 'कुछ और कहना है? (वैकल्पिक)' }), 'गलत साइज़');
    await user.click(dialog.getByRole('button', { name: 'ऑर्डर कैंसल करें' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('आपका ऑर्डर कैंसल हो गया है और आपका रिफ़ंड भेजा जा रहा है।', { selector: 'p' }),
    ).toBeInTheDocument();
    const refunds = within(await screen.findByRole('region', { name: 'रिफ़ंड और क्रेडिट नोट' }));
    const [line] = refunds.getAllByRole('listitem');
    expect(line).toHaveTextContent(
      `${formatPaise(order.amountPaise)} आपके भुगतान के मूल तरीके पर (ऑर्डर कैंसल हुआ): रिफ़ंड`,
    );
    const note = refunds.getByRole('link', { name: /^क्रेडिट नोट / });
    expect(note.getAttribute('href')).toMatch(new RegExp(`^/hi/orders/${order._id}/credit-notes/`));
  });

  it('asks for a return in Hindi: its window, its fields and their errors, then its step', async () => {
    const order = await deliveredCodOrder();
    const title = order.items[0]?.title ?? '';
    const { user } = await renderApp({ route: `/hi/orders/${order._id}`, user: guest });
    const details = within(await orderRegion());
    expect(
      details.getByText(
        new RegExp(`तक जोड़ी रिटर्न कर सकते हैं \\(डिलीवरी के ${RETURN_WINDOW_DAYS} दिन बाद तक\\)।$`),
      ),
    ).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'जोड़ी रिटर्न करें' }));

    const dialog = within(screen.getByRole('dialog', { name: 'जोड़ी रिटर्न करें' }));
    await user.click(dialog.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(dialog.getByRole('group', { name: 'कौन-सी जोड़ी, और कितनी?' })).toHaveAccessibleDescription(
      'रिटर्न के लिए कम से कम एक जोड़ी चुनें।',
    );
    expect(dialog.getByLabelText('आप इन्हें क्यों रिटर्न कर रहे हैं?')).toHaveAccessibleDescription(
      'बताएँ कि आप इसे क्यों रिटर्न कर रहे हैं।',
    );
    const upi = dialog.getByLabelText('रिफ़ंड के लिए UPI ID');
    expect(upi).toHaveAccessibleDescription(expect.stringContaining('वह UPI ID दें जिस पर'));

    await user.selectOptions(dialog.getByRole('combobox', { name: title }), '1');
    await user.selectOptions(dialog.getByLabelText('आप इन्हें क्यों रिटर्न कर रहे हैं?'), 'बहुत छोटा');
    expect(dialog.getByRole('radio', { name: /\(इस ऑर्डर का पता\)$/ })).toBeChecked();
    await user.type(upi, 'asha@okaxis');
    await user.click(dialog.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('आपका रिटर्न अनुरोध मिल गया है। मंज़ूरी मिलने पर हम आपको बताएँगे।'),
    ).toBeInTheDocument();
    const returns = within(await screen.findByRole('region', { name: 'रिटर्न' }));
    expect(returns.getByText(`${title} × 1 — बहुत छोटा`)).toBeInTheDocument();
    expect(returns.getByText('रिटर्न का अनुरोध किया गया')).toBeInTheDocument();
  });
});
