import { timestamp } from '@/shared/timestamp';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { JWT_SECRET, signToken } from '@/api/accounts/auth';
import { addCartLine, addWishlistLine, allProducts, findUserByEmail } from '@/mocks/db';
import { RATE_LIMITS } from '@/api/limits/limits';
import { server } from '@/mocks/node';
import { GUEST_CREDENTIALS, LOGIN_STORAGE_KEY } from '@/shared/constants';
import { INVALID_EMAIL } from '@/shared/email-address';
import { inlineMessages, serverMessages, toastMessages } from '@/shared/messages';
import { holdRequests } from '@/testing/hold-requests';
import { recordRequests } from '@/testing/record-requests';
import { api } from '@/testing/api-client';
import { guest, secondUser } from '@/testing/guest';
import { renderApp, tokenFor } from '@/testing/render-app';
import { logInWithForm } from '@/testing/log-in';
import { logOutWithButton } from '@/testing/log-out';

/** renderApp resolves once the route is loaded; React may commit the screen a tick later. */
async function renderAt(route: string, options: { user?: { email: string } } = {}) {
  const view = await renderApp({ route, ...options });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function formOf(buttonName: string) {
  return screen.getByRole('button', { name: buttonName }).closest('form')!;
}

/** The form's alert region (always present, so it is announced when filled) says `message`. */
async function expectFormAlert(buttonName: string, message: string) {
  const alert = within(formOf(buttonName)).getByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(message));
}

async function fillSignup(
  user: Awaited<ReturnType<typeof renderAt>>['user'],
  values: { firstName: string; lastName: string; email: string; password: string; confirm: string },
) {
  await user.type(screen.getByLabelText('First Name'), values.firstName);
  await user.type(screen.getByLabelText('Last Name'), values.lastName);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
}

function storedLogin(): { token: string; user: { email: string } } | null {
  const raw = localStorage.getItem(LOGIN_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { token: string; user: { email: string } }) : null;
}

describe('login', () => {
  it('sends a visitor from a protected page to login and back there once logged in', async () => {
    const { router, user } = await renderAt('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    await logInWithForm(user, guest);

    expect(await screen.findByText(toastMessages.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(mainNav().getByRole('link', { name: /profile/i })).toHaveAttribute('href', '/profile');
    expect(storedLogin()?.user.email).toBe(guest.email);
  });

  it('logs in as guest: fills in the demo credentials, then logs in and goes home', async () => {
    const requests = recordRequests();
    // Hold the login until the filled-in fields are checked.
    const held = holdRequests('post', '*/api/auth/login');
    const { router, user } = await renderAt('/login');

    await user.click(screen.getByRole('button', { name: 'Login as Guest' }));

    expect(screen.getByLabelText('Email')).toHaveValue(GUEST_CREDENTIALS.email);
    expect(screen.getByLabelText('Password')).toHaveValue(GUEST_CREDENTIALS.password);
    held.release();
    expect(await screen.findByText(toastMessages.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await requests.to('POST /api/auth/login'))[0]?.body).toEqual(GUEST_CREDENTIALS);
  });

  it.each([
    ['an unknown email', 'nobody@sneakerhub.in', 'whatever-1', serverMessages.emailNotRegistered],
    ['a wrong password', guest.email, 'not-the-password', serverMessages.invalidCredentials],
  ])('says what went wrong for %s and keeps the fields', async (_case, email, password, message) => {
    const { router, user } = await renderAt('/login');
    await logInWithForm(user, { email, password });

    await expectFormAlert('Login', message);
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByLabelText('Password')).toHaveValue(password);
    expect(router.state.location.pathname).toBe('/login');
    expect(storedLogin()).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it(`after ${RATE_LIMITS.loginFailuresPerAccount.points} wrong passwords says how long to wait`, async () => {
    const { user } = await renderAt('/login');
    for (let attempt = 1; attempt <= RATE_LIMITS.loginFailuresPerAccount.points; attempt += 1) {
      const answer = await api.call('POST', '/auth/login', {
        json: { email: guest.email, password: `wrong-${attempt}` },
      });
      expect(answer.status).toBe(401);
    }
    await logInWithForm(user, guest);

    await expectFormAlert(
      'Login',
      serverMessages.tooManyLogins(RATE_LIMITS.loginFailuresPerAccount.seconds / 60),
    );
    expect(storedLogin()).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('says the shop could not be reached when the network fails', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user } = await renderAt('/login');
    await logInWithForm(user, guest);

    await expectFormAlert('Login', inlineMessages.networkError);
    expect(screen.getByLabelText('Email')).toHaveValue(guest.email);
  });

  it('disables the buttons while the request runs and sends one request for a double click', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const requests = recordRequests();
    server.use(
      http.post('*/api/auth/login', async () => {
        await held;
        return HttpResponse.json({ message: serverMessages.invalidCredentials }, { status: 401 });
      }),
    );
    const { user } = await renderAt('/login');
    await user.type(screen.getByLabelText('Email'), guest.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Login as Guest' })).toBeDisabled();
    act(() => answer());
    await expectFormAlert('Login', serverMessages.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await requests.to('POST /api/auth/login')).toHaveLength(1);
  });

  it('asks for missing fields without calling the server', async () => {
    const requests = recordRequests();
    const { user } = await renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(await requests.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('sends a logged-in shopper on from /login and /signup', async () => {
    const { router } = await renderAt('/login', { user: guest });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/signup', { state: { from: '/wishlist' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  });
});

describe('signup', () => {
  const newShopper = {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: 'arjun.mehta@example.in',
    password: 'arjun-laces-up',
  };

  it('creates the account, logs in and returns to the page the visitor came from', async () => {
    const { router, user } = await renderAt('/wishlist');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Signup' });

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await fillSignup(user, { ...newShopper, confirm: newShopper.password });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    expect(await screen.findByText(toastMessages.signedIn)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(storedLogin()?.user.email).toBe(newShopper.email);
    expect(findUserByEmail(newShopper.email)?.firstName).toBe(newShopper.firstName);
  });

  it('shows and hides both passwords with one pressed toggle', async () => {
    const { user } = await renderAt('/signup');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');

    await user.click(toggle);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('says "Passwords doesn\'t match" and sends nothing when the passwords differ', async () => {
    const requests = recordRequests();
    const { user } = await renderAt('/signup');
    await fillSignup(user, { ...newShopper, confirm: 'something-else' });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      inlineMessages.passwordsMismatch,
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(await requests.to('POST /api/auth/signup')).toHaveLength(0);
    expect(findUserByEmail(newShopper.email)).toBeNull();
  });

  it('requires every field', async () => {
    const requests = recordRequests();
    const { user } = await renderAt('/signup');
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(`${label} is required.`);
    }
    expect(await requests.to('POST /api/auth/signup')).toHaveLength(0);
  });

  it('says under the field that a password needs 8 characters, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await renderAt('/signup');
    await fillSignup(user, { ...newShopper, password: 'seven77', confirm: 'seven77' });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      inlineMessages.passwordTooShort,
    );
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(await requests.to('POST /api/auth/signup')).toHaveLength(0);
  });

  it('says the email already exists and keeps what was typed', async () => {
    const { router, user } = await renderAt('/signup');
    await fillSignup(user, { ...newShopper, email: secondUser.email, confirm: newShopper.password });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    await expectFormAlert('Create new account', serverMessages.emailExists);
    expect(screen.getByLabelText('First Name')).toHaveValue(newShopper.firstName);
    expect(screen.getByLabelText('Email')).toHaveValue(secondUser.email);
    expect(router.state.location.pathname).toBe('/signup');
    expect(storedLogin()).toBeNull();
  });

  it.each(['x<victim@evil.example>', 'a,b@evil.example', 'arjun@nowhere'])(
    'says under the field that %s is not one plain email address, and sends nothing',
    async (email) => {
      const requests = recordRequests();
      const { user } = await renderAt('/signup');
      await fillSignup(user, { ...newShopper, email, confirm: newShopper.password });
      await user.click(screen.getByRole('button', { name: 'Create new account' }));

      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(INVALID_EMAIL);
      expect(await requests.to('POST /api/auth/signup')).toHaveLength(0);
    },
  );

  it("puts the server's field message under the field it is about", async () => {
    const taken = 'This email cannot be used.';
    server.use(
      http.post('*/api/auth/signup', () =>
        HttpResponse.json({ message: taken, errors: { email: taken } }, { status: 400 }),
      ),
    );
    const { user } = await renderAt('/signup');
    await fillSignup(user, { ...newShopper, confirm: newShopper.password });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    const alert = within(formOf('Create new account')).getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(alert.textContent);
  });

  it('says the shop could not be reached when the network fails', async () => {
    server.use(http.post('*/api/auth/signup', () => HttpResponse.error()));
    const { user } = await renderAt('/signup');
    await fillSignup(user, { ...newShopper, confirm: newShopper.password });
    await user.click(screen.getByRole('button', { name: 'Create new account' }));

    await expectFormAlert('Create new account', inlineMessages.networkError);
    expect(screen.getByLabelText('Last Name')).toHaveValue(newShopper.lastName);
    expect(screen.getByRole('button', { name: 'Create new account' })).toBeEnabled();
  });
});

describe('session', () => {
  it('logs out from the profile: toast, home, zero badges, record removed', async () => {
    const row = findUserByEmail(guest.email)!;
    const [first, second] = allProducts();
    addCartLine(row._id, first!._id, timestamp());
    addWishlistLine(row._id, second!._id, timestamp());
    const { router, user } = await renderAt('/profile', { user: guest });
    await waitFor(() => expect(mainNav().getByRole('link', { name: /cart/i })).toHaveTextContent('1'));
    expect(storedLogin()).not.toBeNull();

    await logOutWithButton(user, router);
    expect(mainNav().getByRole('link', { name: /cart/i })).toHaveTextContent('0');
    expect(mainNav().getByRole('link', { name: /wishlist/i })).toHaveTextContent('0');
    expect(mainNav().getByRole('link', { name: /login/i })).toHaveAttribute('href', '/login');
    expect(storedLogin()).toBeNull();
  });

  it('follows a login and a logout made in another tab', async () => {
    await renderAt('/');
    expect(mainNav().getByRole('link', { name: /login/i })).toBeInTheDocument();
    // Home's catalogue arrives before anything else is awaited, so its answer lands inside a wait.
    const firstTrending = allProducts()[0]?.title ?? '';
    expect((await screen.findAllByText(firstTrending)).length).toBeGreaterThan(0);

    const token = await tokenFor(guest.email);
    const record = {
      token,
      user: { firstName: 'Guest', lastName: 'Shopper', email: guest.email, cart: [], wishlist: [] },
    };
    localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(record));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOGIN_STORAGE_KEY }));
    });
    expect(await mainNav().findByRole('link', { name: /profile/i })).toHaveAttribute('href', '/profile');

    localStorage.removeItem(LOGIN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOGIN_STORAGE_KEY }));
    });
    // The session's end empties the API cache, catalogue included: one wait covers the header and
    // home's shelves loading again, so no answer lands between two waits.
    await waitFor(() => {
      expect(mainNav().getByRole('link', { name: /login/i })).toHaveAttribute('href', '/login');
      expect(screen.getAllByText(firstTrending).length).toBeGreaterThan(0);
    });
  });

  it('logs out cleanly at start when the stored token is forged', async () => {
    const forged = await new SignJWT({ _id: 'x', email: guest.email })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-shop-secret'));
    localStorage.setItem(
      LOGIN_STORAGE_KEY,
      JSON.stringify({
        token: forged,
        user: { firstName: 'Guest', lastName: 'Shopper', email: guest.email, cart: [], wishlist: [] },
      }),
    );
    const { router } = await renderAt('/profile');

    expect(await screen.findByText(inlineMessages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedLogin()).toBeNull();
    expect(mainNav().getByRole('link', { name: /login/i })).toBeInTheDocument();
  });

  it("keeps the session when a request outside the shopper's own data is refused", async () => {
    server.use(
      http.get('*/api/products/:productId', () =>
        HttpResponse.json({ message: serverMessages.emailNotRegistered }, { status: 404 }),
      ),
    );
    await renderAt('/productlist/no-such-sneaker', { user: guest });

    expect(await screen.findByRole('heading', { name: 'Sneaker not found' })).toBeInTheDocument();
    expect(storedLogin()?.user.email).toBe(guest.email);
    expect(mainNav().queryByRole('link', { name: /login/i })).not.toBeInTheDocument();
    expect(screen.queryByText(inlineMessages.sessionExpired)).not.toBeInTheDocument();
  });

  it('logs out cleanly at start when the token names an account that no longer exists', async () => {
    const token = await signToken({ _id: 'gone', email: 'gone@sneakerhub.in' }, JWT_SECRET, new Date());
    localStorage.setItem(
      LOGIN_STORAGE_KEY,
      JSON.stringify({
        token,
        user: { firstName: 'Gone', lastName: 'Away', email: 'gone@sneakerhub.in', cart: [], wishlist: [] },
      }),
    );
    await renderAt('/');

    expect(await screen.findByText(inlineMessages.sessionExpired)).toBeInTheDocument();
    expect(storedLogin()).toBeNull();
    expect(mainNav().getByRole('link', { name: /login/i })).toBeInTheDocument();
  });
});
