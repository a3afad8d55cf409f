import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { inlineMessages } from '@/shared/messages';
import { passwordResetMessages, type TestMailboxAnswer } from '@/shared/password-reset';
import { api } from '@/testing/api-client';
import { secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** The test mailbox's newest email, as the mock answers it. */
async function newestEmail() {
  const { body } = await api.call<TestMailboxAnswer>('GET', '/test-mailbox');
  const [email] = body.emails;
  if (!email) throw new Error('the test mailbox is empty');
  return email;
}

/** The route (path and query) a link of the mailbox opens. */
const routeOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

it('from the login page: "Forgot password?" asks for the email and answers the same whether or not it has an account', async () => {
  const { user, router } = await renderApp({ route: '/login' });
  await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
  expect(router.state.location.pathname).toBe('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });

  await user.type(screen.getByLabelText('Email'), 'nobody.here@example.in');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  const status = screen.getByRole('status');
  expect(await within(status).findByText(passwordResetMessages.requested)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), secondUser.email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await within(status).findByText(passwordResetMessages.requested)).toBeInTheDocument();
  expect((await newestEmail()).to).toBe(secondUser.email);
});

it('the test mailbox shows the email, clearly as a test, and its link sets a new password once', async () => {
  await api.call('POST', '/auth/password-reset', { json: { email: secondUser.email } });
  const view = await renderApp({ route: '/test-mailbox' });
  expect(screen.getByRole('note')).toHaveTextContent(/For testing only/);
  const list = await screen.findByRole('list', { name: 'Emails' });
  expect(within(list).getByRole('heading', { name: passwordResetMessages.emailSubject })).toBeInTheDocument();
  const link = within(list).getByRole('link', { name: 'Open the link' });
  const route = routeOf(link.getAttribute('href') ?? '');
  view.unmount();

  const { user } = await renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('Confirm new password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText(inlineMessages.passwordTooShort)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('New password'));
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('New password'), 'priya-new-pass');
  await user.type(screen.getByLabelText('Confirm new password'), 'priya-new-pass');
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText(passwordResetMessages.done)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  const login = await api.call('POST', '/auth/login', {
    json: { email: secondUser.email, password: 'priya-new-pass' },
  });
  expect(login.status).toBe(200);
});

it('a link used before says so and offers a new one', async () => {
  await api.call('POST', '/auth/password-reset', { json: { email: secondUser.email } });
  const route = routeOf((await newestEmail()).link);
  const token = new URLSearchParams(route.split('?')[1]).get('token');
  await api.call('POST', '/auth/password-reset/confirm', { json: { token, newPassword: 'priya-new-pass' } });

  const { user } = await renderApp({ route });
  await user.type(await screen.findByLabelText('New password'), 'another-new-pass');
  await user.type(screen.getByLabelText('Confirm new password'), 'another-new-pass');
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(passwordResetMessages.linkInvalid));
  expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
});

it('on a server, which sends real email, the test mailbox page says it has none', async () => {
  server.use(
    http.get('*/api/test-mailbox', () =>
      HttpResponse.json(
        { message: 'This server sends real email: it has no test mailbox.' },
        { status: 404 },
      ),
    ),
  );
  await renderApp({ route: '/test-mailbox' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This server sends real email');
});
