import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { indiaDay, rangeOf } from '@/api/dashboard/days';
import { withInvoiceNumber } from '@/api/orders';
import { addStaff } from '@/api/testing/staff';
import { memoryRepositories } from '@/mocks/db';
import { server } from '@/mocks/node';
import { formatPaise } from '@/shared/format-rupees';
import { leaveStaffRecord, ordersInStore, startStaffSession } from '@/testing/staff';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { guestId } from '@/testing/guest';
import { staffPaths } from '@/shared/paths';

// uPlot draws on a canvas, which jsdom has not: the chart's own module is stood in for here, and
// drawn for real in Chromium (e2e/owner-dashboard.spec.ts). Its numbers are the table's.
jest.mock('@/features/dashboard/components/sales-chart', () => ({
  __esModule: true,
  default: ({ daily }: { daily: unknown[] }) => <div data-testid="sales-chart">{daily.length} days</div>,
}));

// jsdom has no matchMedia, without which the home shows the table alone (as such a browser would).
beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

/**
 * When today's orders are placed: an hour ago, or when India's day began if that was less than an
 * hour ago (the dashboard's days are India's: an hour before 00:30 IST is yesterday there).
 */
function earlierToday() {
  const now = new Date().toISOString();
  const placedAt = Math.max(
    Date.now() - 60 * 60 * 1000,
    Date.parse(rangeOf(indiaDay(now), indiaDay(now)).since),
  );
  return new Date(placedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const todo = (name: RegExp) => screen.findByRole('link', { name });

describe('/staff: the console’s home', () => {
  it('shows the owner the to-dos, each linking to its list, and today’s sales with the chart and its table', async () => {
    const placed = await ordersInStore(guestId(), 2, { kind: 'paid', from: earlierToday() });
    // Paying through the checkout numbers the invoice; orders written into the store get theirs here.
    const orders = await Promise.all(
      placed.map((order) => memoryRepositories.transaction((tx) => withInvoiceNumber(tx, guestId(), order))),
    );
    expect(orders.every((order) => order.invoiceNumber)).toBe(true);
    const grossPaise = orders.reduce((sum, order) => sum + order.amounts.grandTotal * 100, 0);
    await startStaffSession();
    await renderApp({ route: staffPaths.home });
    expect(await todo(/^2 Orders to pack$/)).toHaveAttribute('href', `${staffPaths.orders}?status=confirmed`);
    expect(screen.getByRole('link', { name: /Products low on stock$/ })).toHaveAttribute(
      'href',
      `${staffPaths.stock}?low=1`,
    );
    const today = screen.getByRole('region', { name: 'Today' });
    const figure = (name: string) => {
      const names = within(today)
        .getAllByRole('term')
        .map((term) => term.textContent);
      return within(today).getAllByRole('definition')[names.indexOf(name)];
    };
    expect(figure('Orders')).toHaveTextContent(/^2 \(up from nothing/);
    expect(figure('Net sales')).toHaveTextContent(formatPaise(grossPaise));
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('30 days');
    const table = screen.getByRole('table', { name: 'Net sales day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(formatPaise(grossPaise));
    expect(screen.getByRole('table', { name: 'Top products by pairs' })).toBeInTheDocument();
    expect(screen.getByText('No returns asked for in this period.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no sales yet, and a chosen month asks for its days', async () => {
    await startStaffSession();
    const requests = recordRequests();
    const { user } = await renderApp({ route: staffPaths.home });
    expect(await screen.findByText('No sales in this period yet.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Period' });
    const month = within(picker).getAllByRole('option')[2];
    if (!month) throw new Error('no month to choose');
    await user.selectOptions(picker, month);
    expect(await screen.findByRole('region', { name: month.textContent })).toBeInTheDocument();
    const asked = (await requests.to('GET /api/staff/dashboard')).at(-1)?.query;
    expect(asked?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked?.get('to')?.slice(0, 7)).toBe(asked?.get('from')?.slice(0, 7));
  });

  it('opens on the month the URL names', async () => {
    await startStaffSession();
    const requests = recordRequests();
    await renderApp({ route: `${staffPaths.home}?month=2026-02` });
    expect(await screen.findByRole('region', { name: 'February 2026' })).toBeInTheDocument();
    const asked = (await requests.to('GET /api/staff/dashboard')).at(-1)?.query;
    expect(asked?.toString()).toBe('from=2026-02-01&to=2026-02-28');
  });

  it('shows a staff-role member the to-dos only, and never asks for money figures', async () => {
    const { member, token } = await addStaff('staff');
    leaveStaffRecord(member, token);
    const requests = recordRequests();
    await renderApp({ route: staffPaths.home });
    expect(await todo(/Orders to ship$/)).toHaveAttribute('href', `${staffPaths.orders}?status=packed`);
    expect(screen.queryByRole('heading', { name: 'Sales' })).not.toBeInTheDocument();
    const asked = await requests.to('GET /api/staff/dashboard');
    expect(asked.map((request) => request.query.toString())).toEqual(['']);
  });

  it('a to-do opens its list filtered: returns to receive, the returns picked up', async () => {
    await startStaffSession();
    const { user, router } = await renderApp({ route: staffPaths.home });
    await user.click(await todo(/Returns to receive$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=picked_up');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('picked_up');
  });

  it('says why the home could not load, and loads it on Try again', async () => {
    server.use(
      http.get(
        '*/api/staff/dashboard',
        () => HttpResponse.json({ message: 'The shop is busy.' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.home });
    expect(await screen.findByText('The shop is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await todo(/Orders to pack$/)).toBeInTheDocument();
  });
});

describe('/staff/account: the morning note', () => {
  it('an owner turns the note off and on again', async () => {
    await startStaffSession();
    const requests = recordRequests();
    const { user } = await renderApp({ route: staffPaths.account });
    const box = await screen.findByRole('checkbox', { name: /Email me each morning/ });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    const sent = await requests.to('PUT /api/staff/me/morning-note');
    expect(sent.map((request) => request.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('a staff-role member has no morning note to set', async () => {
    const { member, token } = await addStaff('staff');
    leaveStaffRecord(member, token);
    await renderApp({ route: staffPaths.account });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Morning note' })).not.toBeInTheDocument();
  });
});
