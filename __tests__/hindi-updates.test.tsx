import { screen, within } from '@testing-library/react';
import { memoryRepositories } from '@/mocks/db';
import { notifyShopper } from '@/api/messages/notify';
import { formatIndiaTime } from '@/shared/format-india-time';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

const ORDER = 'order-updates-hi';
const AT = '2026-11-20T10:00:00Z';

describe('the updates screen in Hindi (issue 37)', () => {
  it('lists the updates under their Hindi title, new ones marked, each linking to its Hindi order page', async () => {
    await notifyShopper(memoryRepositories, { userId: guestId(), orderId: ORDER, kind: 'confirmed', at: AT });
    await renderApp({ route: '/hi/updates', user: guest });

    expect(await screen.findByRole('heading', { level: 1, name: 'अपडेट' })).toBeInTheDocument();
    const item = within(within(await screen.findByRole('list', { name: 'अपडेट' })).getByRole('listitem'));
    expect(item.getByRole('heading')).toHaveTextContent(/ \(नया\)$/);
    expect(item.getByText(formatIndiaTime(AT, 'hi'))).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'ऑर्डर देखें' })).toHaveAttribute('href', `/hi/orders/${ORDER}`);
  });

  it('says in Hindi that there are none yet', async () => {
    await renderApp({ route: '/hi/updates', user: guest });
    expect(
      await screen.findByText('अभी कोई अपडेट नहीं है। आपके किसी ऑर्डर में कुछ भी होने पर वह यहाँ दिखेगा।'),
    ).toBeInTheDocument();
  });
});
