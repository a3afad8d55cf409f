import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { ORDER_STATUSES } from '@/shared/order-lifecycle';
import { paths, staffPaths } from '@/shared/paths';
import { guest } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { leaveStaffRecord, staffMemberOf, storedStaffRecord } from '@/testing/staff';

const STAFF_TOKEN = 'a-staff-token-from-an-earlier-visit';

/** The console's navigation links, by their text, in order. */
const consoleLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

const refusal = (status: number) =>
  HttpResponse.json({ message: 'Your staff session has ended. Sign in again.' }, { status });

/** The staff list and its tabs' counts answered as the API would, so these tests need no staff backend. */
const ordersAnswer = (status: number) => [
  http.get('*/api/staff/orders', () =>
    status === 200 ? HttpResponse.json({ orders: [], next: null }) : refusal(status),
  ),
  http.get('*/api/staff/orders/counts', () =>
    status === 200
      ? HttpResponse.json({ counts: Object.fromEntries(ORDER_STATUSES.map((state) => [state, 0])) })
      : refusal(status),
  ),
];

describe('the staff console’s session', () => {
  it('sends a visitor without a staff session to the console’s own sign-in, even a logged-in shopper', async () => {
    const { router } = await renderApp({ route: staffPaths.orders, user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.login);
    // The shop's header (the shopper's cart and wishlist) is not the console's frame.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('checks the sign-in form before sending anything', async () => {
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.login });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(await recorder.to('POST /api/staff/login')).toEqual([]);
  });

  it('signs staff requests with the staff token and the shopper’s with the shopper’s', async () => {
    server.use(...ordersAnswer(200));
    leaveStaffRecord(staffMemberOf('staff'), STAFF_TOKEN);
    const recorder = recordRequests();
    const { router } = await renderApp({ route: staffPaths.orders, user: guest });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    const [staffRequest] = await recorder.to('GET /api/staff/orders');
    expect(staffRequest?.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
    await act(() => router.navigate(paths.cart));
    await screen.findByRole('heading', { level: 1, name: /cart/i });
    const shopperRecord = JSON.parse(localStorage.getItem(LOGIN_STORAGE_KEY) ?? 'null') as { token: string };
    await waitFor(async () => expect(await recorder.to('GET /api/user/cart')).not.toEqual([]));
    const [cartRequest] = await recorder.to('GET /api/user/cart');
    expect(cartRequest?.authorization).toBe(shopperRecord.token);
  });

  it('ends only the staff session when the server refuses the staff token, and asks to sign in again', async () => {
    server.use(...ordersAnswer(401));
    leaveStaffRecord(staffMemberOf('owner'), STAFF_TOKEN);
    const { router } = await renderApp({ route: staffPaths.orders, user: guest });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.login);
    await waitFor(() => expect(storedStaffRecord()).toBeNull());
    // The shopper in the same browser is still logged in.
    expect(localStorage.getItem(LOGIN_STORAGE_KEY)).toContain(guest.email);
  });

  it('shows a staff-role member no owner-only links, and keeps them off owner-only screens', async () => {
    server.use(...ordersAnswer(200));
    leaveStaffRecord(staffMemberOf('staff'), STAFF_TOKEN);
    const { router } = await renderApp({ route: staffPaths.team });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(router.state.location.pathname).toBe(staffPaths.orders);
    expect(consoleLinks(screen.getByRole('navigation', { name: 'Console' }))).toEqual([
      'Home',
      'Orders',
      'Returns',
      'Catalogue',
      'Stock',
      'Complaints',
      'Failed emails',
    ]);
  });

  it('shows an owner the team, the audit log and the reports', async () => {
    server.use(...ordersAnswer(200));
    leaveStaffRecord(staffMemberOf('owner'), STAFF_TOKEN);
    await renderApp({ route: staffPaths.orders });
    expect(consoleLinks(await screen.findByRole('navigation', { name: 'Console' }))).toEqual([
      'Home',
      'Orders',
      'Returns',
      'Catalogue',
      'Stock',
      'Complaints',
      'Failed emails',
      'Team',
      'Audit log',
      'Reports',
    ]);
  });

  it('logs out: the server is told, the record goes, the sign-in shows, the shopper stays', async () => {
    server.use(
      ...ordersAnswer(200),
      http.post('*/api/staff/logout', () => new HttpResponse(null, { status: 204 })),
    );
    leaveStaffRecord(staffMemberOf('owner'), STAFF_TOKEN);
    const recorder = recordRequests();
    const { user, router } = await renderApp({ route: staffPaths.orders, user: guest });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.login);
    const [logout] = await recorder.to('POST /api/staff/logout');
    expect(logout?.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(storedStaffRecord()).toBeNull();
    expect(localStorage.getItem(LOGIN_STORAGE_KEY)).toContain(guest.email);
  });
});
