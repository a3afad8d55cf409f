import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEST_SELLER, TEST_SELLER_CONTACTS } from '@/api/orders/seller';
import { addCartLine, allProducts } from '@/mocks/db';
import { setMockClock } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { CANCEL_REASONS } from '@/shared/orders';
import { COMPLAINT_ACKNOWLEDGE_HOURS, COMPLAINT_TICKET_FORMAT } from '@/shared/complaints';
import { INVALID_EMAIL } from '@/shared/email-address';
import { RETURN_WINDOW_DAYS } from '@/shared/returns';
import { formatIndiaTime } from '@/shared/format-india-time';
import { complaintMessages } from '@/shared/legal-messages';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';
import { timestamp } from '@/shared/timestamp';
import { guest, guestId } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer', () => {
  it("shows the seller's legal name, address, GSTIN and customer care on every page", async () => {
    await renderApp({ route: paths.productList });
    await footer().findByText(TEST_SELLER.name);
    const facts = screen.getByRole('contentinfo');
    expect(facts).toHaveTextContent(
      `${TEST_SELLER.name}, ${TEST_SELLER.address}. GSTIN ${TEST_SELLER.gstin}.`,
    );
    const care = TEST_SELLER_CONTACTS.customerCare;
    expect(footer().getByRole('link', { name: care.email })).toHaveAttribute('href', `mailto:${care.email}`);
    expect(footer().getByRole('link', { name: care.phone })).toHaveAttribute(
      'href',
      `tel:${care.phone.replace(/[^+0-9]/g, '')}`,
    );
  });

  it('links the seller, the grievance officer and every policy, each to its page', async () => {
    const { user, router } = await renderApp({ route: paths.home });
    const policies = within(footer().getByRole('region', { name: 'Policies' }));
    for (const slug of POLICY_SLUGS) {
      await user.click(policies.getByRole('link', { name: POLICY_TITLES[slug] }));
      expect(router.state.location.pathname).toBe(policyPath(slug));
      expect(await screen.findByRole('heading', { level: 1, name: POLICY_TITLES[slug] })).toBeInTheDocument();
    }
    await user.click(policies.getByRole('link', { name: 'About the seller' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About SneakerHub' })).toBeInTheDocument();
    await user.click(policies.getByRole('link', { name: 'Grievance officer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance officer' })).toBeInTheDocument();
  });

  it('shows nothing of the seller while GET /api/seller fails, and the rest of the footer as ever', async () => {
    server.use(http.get('*/api/seller', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const requests = recordRequests();
    await renderApp({ route: paths.home });
    await waitFor(async () => expect(await requests.to('GET /api/seller')).not.toEqual([]));
    expect(footer().queryByText(TEST_SELLER.name)).not.toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Grievance officer' })).toBeInTheDocument();
  });
});

describe('the policy pages', () => {
  it("say the shop's own rules: the return window, and cancelling while confirmed or packed", async () => {
    await renderApp({ route: policyPath('returns') });
    const returns = await screen.findByRole('article');
    expect(returns).toHaveTextContent(`within ${RETURN_WINDOW_DAYS} days of its delivery`);
    await act(() => Promise.resolve());
  });

  it('cancellation names the statuses the moves table allows and the reasons the form offers', async () => {
    await renderApp({ route: policyPath('cancellation') });
    const page = await screen.findByRole('article');
    expect(page).toHaveTextContent('while it is confirmed or packed');
    for (const reason of Object.values(CANCEL_REASONS)) {
      expect(within(page).getByText(reason)).toBeInTheDocument();
    }
  });

  it('an unknown policy is the 404 page', async () => {
    const { router } = await renderApp({ route: '/policies/privacy-of-pets' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location.pathname).toBe(paths.notFound);
  });
});

describe('/about', () => {
  it('shows the seller, customer care and the grievance officer', async () => {
    await renderApp({ route: paths.about });
    const officer = TEST_SELLER_CONTACTS.grievanceOfficer;
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(await screen.findAllByText(TEST_SELLER.gstin)).not.toHaveLength(0);
    expect(section('The seller').getByText(TEST_SELLER.name)).toBeInTheDocument();
    expect(section('Customer care').getByText(TEST_SELLER_CONTACTS.customerCare.hours)).toBeInTheDocument();
    expect(section('Grievance officer').getByText(officer.name)).toBeInTheDocument();
    expect(section('Grievance officer').getByText(officer.designation)).toBeInTheDocument();
    expect(section('Grievance officer').getByRole('link', { name: officer.email })).toBeInTheDocument();
  });

  it("says why the seller's details did not load, and loads them on Try again", async () => {
    let refusals = 1;
    server.use(
      http.get('*/api/seller', () => {
        if (refusals === 0) return undefined;
        refusals -= 1;
        return HttpResponse.json({ message: 'The shop is resting.' }, { status: 503 });
      }),
    );
    const { user } = await renderApp({ route: paths.about });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('The shop is resting.');
    await user.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText(TEST_SELLER.name)).not.toHaveLength(0);
  });
});

describe('/grievance', () => {
  const fill = async (
    user: Awaited<ReturnType<typeof renderApp>>['user'],
    values: Record<string, string>,
  ) => {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  };

  it('checks the form before sending: each missing or malformed field says why, and nothing is sent', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: paths.grievance });
    await screen.findByText(TEST_SELLER_CONTACTS.grievanceOfficer.name);
    await fill(user, { Email: 'asha@', 'Phone (optional)': '12345' });
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Your name is required.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Phone must be a 10-digit number.',
    );
    expect(screen.getByLabelText('Your complaint')).toHaveAccessibleDescription(
      'Your complaint is required.',
    );
    expect(await requests.to('POST /api/complaints')).toEqual([]);
  });

  it('files a complaint without an account: the ticket, and the time it is acknowledged by; then an empty form for another', async () => {
    const filedAt = new Date('2026-11-20T10:15:00Z');
    setMockClock(() => filedAt);
    const { user } = await renderApp({ route: paths.grievance });
    await fill(user, {
      'Your name': 'Asha Verma',
      Email: 'asha.verma@example.in',
      'Order number (optional)': 'ord-42',
      Subject: 'My refund has not arrived',
      'Your complaint': 'I returned a pair a fortnight ago.',
    });
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    const filed = await screen.findByRole('status');
    const ticket = within(filed).getByText(COMPLAINT_TICKET_FORMAT);
    expect(filed).toHaveTextContent(complaintMessages.filed(ticket.textContent));
    const acknowledgeBy = new Date(filedAt.getTime() + COMPLAINT_ACKNOWLEDGE_HOURS * 3_600_000);
    expect(filed).toHaveTextContent(`Acknowledged by ${formatIndiaTime(timestamp(acknowledgeBy))}`);
    await user.click(within(filed).getByRole('button', { name: 'File another complaint' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it("shows the server's refusal in the form's alert and keeps what was typed", async () => {
    server.use(
      http.post('*/api/complaints', () =>
        HttpResponse.json({ message: complaintMessages.tooMany(42) }, { status: 429 }),
      ),
    );
    const { user } = await renderApp({ route: paths.grievance });
    await fill(user, {
      'Your name': 'Asha Verma',
      Email: 'asha.verma@example.in',
      Subject: 'Late parcel',
      'Your complaint': 'It is late.',
    });
    await user.click(screen.getByRole('button', { name: 'File complaint' }));
    const form = screen.getByRole('form', { name: 'File a complaint' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(complaintMessages.tooMany(42));
    expect(screen.getByLabelText('Subject')).toHaveValue('Late parcel');
  });
});

it('checkout links every policy in the line under Place Order', async () => {
  const product = allProducts()[30];
  if (!product) throw new Error('the catalogue is too small');
  addCartLine(guestId(), product._id, timestamp());
  await renderApp({ route: paths.checkout, user: guest });
  await screen.findByRole('button', { name: 'Place Order' });
  const line = screen.getByText(/^Placing the order accepts our/);
  expect(
    within(line)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(POLICY_SLUGS.map(policyPath));
});
