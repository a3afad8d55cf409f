import type { UpdatesAnswer } from '@/shared/updates';
import { eventually } from '@/api/testing/eventually';
import { TEST_JWT_SECRET, api, builtServerEachTest } from './testing/built-server';
import { SENT_WITHIN_MS, smtpSink, type SmtpSink, type SunkMessage } from './testing/smtp-sink';

const server = builtServerEachTest('emails-language');

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

/** An RFC 2047 encoded word's text (`=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=`). */
const decodeWord = (encoding: string, text: string) =>
  encoding.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64').toString('utf8')
    : decodeQuotedPrintable(text.replace(/_/g, ' '));

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The subject as the shopper reads it: its encoded words decoded and joined. The sink joins soft
 * line breaks (`=` at a line's end), which also takes an encoded word's closing `=` when it ends a
 * line: each word is read up to its `?`.
 */
function subjectOf({ raw }: SunkMessage): string {
  const header = /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?/gi)];
  if (words.length === 0) return header;
  return words.map(([, encoding = 'B', text = '']) => decodeWord(encoding, text)).join('');
}

/** Every part of the message decoded (base64 or quoted-printable), joined: what the shopper reads. */
function partsOf({ raw }: SunkMessage): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head)) {
        return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return /Content-Transfer-Encoding: quoted-printable/i.test(head) ? decodeQuotedPrintable(text) : text;
    })
    .join('\n');
}

const DEVANAGARI = /[\u0900-\u097F]/;

it('on PGlite, a shopper who chose Hindi gets their update’s email and forgot password’s in Hindi, linking to the Hindi pages', async () => {
  sink = await smtpSink();
  const running = await server.start({
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: sink.url,
    EMAIL_RETRY_SECONDS: '2',
    MORNING_NOTE_HOUR: 'off',
  });
  const call = (path: string, options: Parameters<typeof api>[2] = {}) => api(running.url, path, options);
  const email = 'meera.hindi@example.in';
  const signup = await call('/auth/signup', {
    method: 'POST',
    body: { firstName: 'Meera', lastName: 'Joshi', email, password: 'meera-runs-fast' },
  });
  const token = String(signup.body.encodedToken);
  expect((await call('/user/language', { method: 'PUT', token, body: { language: 'hi' } })).status).toBe(200);
  const address = {
    name: 'Meera',
    mobile: '9123456781',
    pincode: '110001',
    city: 'New Delhi',
    residence: '2 Janpath',
    state: 'Delhi',
  };
  const added = (await call('/user/addresses', { method: 'POST', token, body: { address } })).body as {
    address: { id: string };
  };
  const { products } = (await call('/products')).body as { products: { _id: string }[] };
  await call('/user/cart', { method: 'POST', token, body: { product: { _id: products[0]?._id } } });
  const placed = await call('/user/orders', {
    method: 'POST',
    token,
    body: { addressId: added.address.id, idempotencyKey: 'emails-in-hindi', paymentMethod: 'cod' },
  });
  expect(placed.status).toBe(201);
  const orderId = (placed.body as { order: { _id: string } }).order._id;

  await eventually(() => expect(sink?.messages.length).toBe(1), SENT_WITHIN_MS);
  const [confirmed] = sink.messages;
  const { updates } = (await call('/user/updates', { token })).body as unknown as UpdatesAnswer;
  const update = updates[0];
  expect(update?.title).toMatch(DEVANAGARI);
  expect(confirmed && subjectOf(confirmed)).toBe(update?.title);
  const read = confirmed ? partsOf(confirmed) : '';
  expect(read).toContain('नमस्ते Meera,');
  expect(read).toContain(update?.body);
  expect(read).toContain(`/hi/orders/${orderId}`);

  expect((await call('/auth/password-reset', { method: 'POST', body: { email } })).status).toBe(202);
  await eventually(() => expect(sink?.messages.length).toBe(2), SENT_WITHIN_MS);
  const reset = sink.messages[1];
  expect(reset && subjectOf(reset)).toMatch(DEVANAGARI);
  expect(reset ? partsOf(reset) : '').toMatch(/\/hi\/reset-password\?token=/);
  expect(reset ? partsOf(reset) : '').toContain('नमस्ते Meera,');
}, 90_000);
