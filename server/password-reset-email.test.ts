import { passwordResetMessages } from '@/shared/password-reset';
import { eventually } from '@/api/testing/eventually';
import { api, builtServerEachTest } from './testing/built-server';
import { SENT_WITHIN_MS, smtpSink, type SmtpSink } from './testing/smtp-sink';

const server = builtServerEachTest('password-reset');

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

/** The link's token in a sunk email (quoted-printable writes the link's `=` as `=3D`). */
const tokenIn = (raw: string) =>
  /\/reset-password\?token=(?:3D)?([0-9a-f-]{36}\.[0-9a-f]{64})/.exec(raw)?.[1] ?? null;

it('on PGlite, forgot password emails a link through the job queue that sets a new password once and ends every session', async () => {
  sink = await smtpSink();
  const running = await server.start({
    JWT_SECRET: 'a-signing-secret-of-at-least-32-characters',
    SMTP_URL: sink.url,
    EMAIL_RETRY_SECONDS: '2',
    // The owners' morning note would come to the same mailbox: server/morning-note.test.ts has it.
    MORNING_NOTE_HOUR: 'off',
  });
  const email = 'asha.forgets@example.in';
  const signup = await api(running.url, '/auth/signup', {
    method: 'POST',
    body: { firstName: 'Asha', lastName: 'Rao', email, password: 'asha-runs-fast' },
  });
  const oldSession = String(signup.body.encodedToken);

  const unknown = await api(running.url, '/auth/password-reset', {
    method: 'POST',
    body: { email: 'nobody.here@example.in' },
  });
  const asked = await api(running.url, '/auth/password-reset', { method: 'POST', body: { email } });
  expect(asked).toEqual(unknown);
  expect(asked.status).toBe(202);

  await eventually(() => expect(sink?.messages.length).toBe(1), SENT_WITHIN_MS);
  const [message] = sink.messages;
  expect(message?.to).toEqual([email]);
  expect(message?.raw).toContain(`Subject: ${passwordResetMessages.emailSubject}`);
  expect(message?.raw).toContain('Content-Type: text/html');
  const token = tokenIn(message?.raw ?? '');
  expect(token).not.toBeNull();

  const confirm = () =>
    api(running.url, '/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, newPassword: 'a-brand-new-pass' },
    });
  expect((await confirm()).status).toBe(200);
  expect((await api(running.url, '/user/cart', { token: oldSession })).status).toBe(401);
  const login = (password: string) =>
    api(running.url, '/auth/login', { method: 'POST', body: { email, password } });
  expect((await login('a-brand-new-pass')).status).toBe(200);
  expect((await login('asha-runs-fast')).status).toBe(401);
  const again = await confirm();
  expect(again).toMatchObject({ status: 400, body: { message: passwordResetMessages.linkInvalid } });
  // Only the account's email went out; the unknown address got none.
  expect(sink.messages).toHaveLength(1);
}, 60_000);
