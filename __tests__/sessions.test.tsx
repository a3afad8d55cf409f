import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { sessionRestored } from '@/features/auth/auth-slice';
import { PASSWORD_CHANGED } from '@/features/auth/components/change-password-form';
import { writeLoginRecord } from '@/features/auth/login-record';
import { call, login } from '@/api/testing/api-client';
import { server } from '@/mocks/node';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { inlineMessages, serverMessages, toastMessages } from '@/shared/messages';
import { recordRequests } from '@/testing/record-requests';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { settle } from '@/testing/settle';
import { logOutWithButton } from '@/testing/log-out';

const NEW_PASSWORD = 'guest-sneakers-2026';

/** Logs the guest in through the API (a real session, with its own id) and opens the profile. */
async function renderProfile() {
  const token = await login(guest.email, guest.password);
  const store = makeStore();
  const record = {
    token,
    user: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      cart: [],
      wishlist: [],
    },
  };
  writeLoginRecord(record);
  store.dispatch(sessionRestored(record));
  const view = await renderApp({ route: '/profile', store });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  // The session's lists have loaded: no answer lands after the test has moved on.
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((query) => query?.status === QueryStatus.pending)).toEqual([]);
  });
  await settle();
  return { ...view, token };
}

function storedToken(): string | null {
  const raw = localStorage.getItem(LOGIN_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { token: string }).token : null;
}

const cartStatus = async (token: string) => (await call('GET', '/user/cart', { token })).status;

/** What the backend now answers `token` for the cart (asked inside act: the screen may still be settling). */
async function expectCartStatus(token: string, status: number) {
  await waitFor(async () => expect(await cartStatus(token)).toBe(status));
}

/** What a login of the guest with `password` answers (asked inside act, as above). */
async function expectLogin(password: string, status: number) {
  await waitFor(async () =>
    expect((await call('POST', '/auth/login', { json: { email: guest.email, password } })).status).toBe(
      status,
    ),
  );
}

const passwordForm = () => within(screen.getByRole('region', { name: 'Password' }));
const devices = () => within(screen.getByRole('region', { name: 'Devices' }));

/** Types `currentPassword` and NEW_PASSWORD (twice) into the password form and sends it. */
async function changePasswordWith(user: UserEvent, currentPassword: string) {
  await user.type(passwordForm().getByLabelText('Current password'), currentPassword);
  await user.type(passwordForm().getByLabelText('New password'), NEW_PASSWORD);
  await user.type(passwordForm().getByLabelText('Confirm new password'), NEW_PASSWORD);
  await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
}

describe('Log out', () => {
  afterEach(settle);

  it('ends the session on the server: its token is refused from then on', async () => {
    const requests = recordRequests();
    const { user, router, token } = await renderProfile();

    await logOutWithButton(user, router);
    expect(storedToken()).toBeNull();
    await waitFor(async () => expect(await requests.to('POST /api/auth/logout')).toHaveLength(1));
    await expectCartStatus(token, 401);
  });

  it('still logs out here when the server cannot be reached', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const { user, router, token } = await renderProfile();

    await logOutWithButton(user, router);
    expect(storedToken()).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(/login/i);
    // The server never heard: that session is still good (until it expires).
    await expectCartStatus(token, 200);
  });
});

describe('change password', () => {
  afterEach(settle);

  it('labels every field, checks the rules before sending and focuses the first field wrong', async () => {
    const requests = recordRequests();
    const { user } = await renderProfile();

    await user.click(passwordForm().getByRole('button', { name: 'Change password' }));

    expect(passwordForm().getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required.',
    );
    expect(passwordForm().getByLabelText('New password')).toHaveAccessibleDescription(
      'New password is required.',
    );
    expect(passwordForm().getByLabelText('Current password')).toHaveFocus();
    expect(passwordForm().getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(passwordForm().getByLabelText('New password')).toHaveAttribute('type', 'password');

    await user.type(passwordForm().getByLabelText('Current password'), guest.password);
    await user.type(passwordForm().getByLabelText('New password'), 'short');
    await user.type(passwordForm().getByLabelText('Confirm new password'), 'short');
    await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(passwordForm().getByLabelText('New password')).toHaveAccessibleDescription(
      inlineMessages.passwordTooShort,
    );
    expect(passwordForm().getByLabelText('New password')).toHaveFocus();

    await user.clear(passwordForm().getByLabelText('New password'));
    await user.type(passwordForm().getByLabelText('New password'), NEW_PASSWORD);
    await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(passwordForm().getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      inlineMessages.passwordsMismatch,
    );

    expect(await requests.to('POST /api/auth/password')).toEqual([]);
  });

  it('shows a wrong current password under its field, focused, and changes nothing', async () => {
    const { user, token } = await renderProfile();

    await changePasswordWith(user, 'not-my-password');

    await waitFor(() =>
      expect(passwordForm().getByLabelText('Current password')).toHaveAccessibleDescription(
        serverMessages.currentPasswordWrong,
      ),
    );
    expect(passwordForm().getByLabelText('Current password')).toHaveFocus();
    expect(passwordForm().getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    await expectCartStatus(token, 200);
    expect(storedToken()).toBe(token);
  });

  it('from the keyboard: changes it, keeps this session with the fresh token, ends the others', async () => {
    const { user, token } = await renderProfile();
    const otherDevice = await login(guest.email, guest.password);

    await user.click(passwordForm().getByLabelText('Current password'));
    await user.keyboard(guest.password);
    await user.tab();
    expect(passwordForm().getByLabelText('New password')).toHaveFocus();
    await user.keyboard(NEW_PASSWORD);
    await user.tab();
    await user.keyboard(`${NEW_PASSWORD}{Enter}`);

    expect(await passwordForm().findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(passwordForm().getByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(passwordForm().getByLabelText('Current password')).toHaveValue('');
    expect(passwordForm().getByLabelText('Confirm new password')).toHaveValue('');
    const renewed = storedToken();
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(token);
    await expectCartStatus(renewed ?? '', 200);
    await expectCartStatus(token, 401);
    await expectCartStatus(otherDevice, 401);
    // Still logged in here: the profile's lists load with the fresh token.
    await user.click(screen.getByRole('tab', { name: 'Address' }));
    expect(await screen.findByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
    expect(storedToken()).toBe(renewed);
    await expectLogin(NEW_PASSWORD, 200);
  });

  it("shows the server's refusal when it slows the guessing down", async () => {
    server.use(
      http.post('*/api/auth/password', () =>
        HttpResponse.json(
          { message: serverMessages.loginSlowed(4) },
          { status: 429, headers: { 'retry-after': '4' } },
        ),
      ),
    );
    const { user } = await renderProfile();
    await changePasswordWith(user, guest.password);

    await waitFor(() =>
      expect(passwordForm().getByRole('alert')).toHaveTextContent(serverMessages.loginSlowed(4)),
    );
  });
});

describe('Log out of all devices', () => {
  afterEach(settle);

  it('ends every session of the account, this one too, and logs out here', async () => {
    const { user, router, token } = await renderProfile();
    const otherDevice = await login(guest.email, guest.password);
    const button = devices().getByRole('button', { name: 'Log out of all devices' });
    expect(button).toHaveAccessibleDescription(/this browser too/);

    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(toastMessages.loggedOut)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storedToken()).toBeNull();
    await expectCartStatus(token, 401);
    await expectCartStatus(otherDevice, 401);
    await expectLogin(guest.password, 200);
  });

  it('says so and stays logged in when the server cannot be reached', async () => {
    server.use(http.post('*/api/auth/logout-all', () => HttpResponse.error()));
    const { user, router, token } = await renderProfile();

    await user.click(devices().getByRole('button', { name: 'Log out of all devices' }));

    await waitFor(() => expect(devices().getByRole('alert')).toHaveTextContent(inlineMessages.networkError));
    expect(router.state.location.pathname).toBe('/profile');
    expect(storedToken()).toBe(token);
    await expectCartStatus(token, 200);
  });
});
