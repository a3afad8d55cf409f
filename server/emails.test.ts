import { EMAIL_MAX_TRIES } from '@/api';
import { DEMO_STAFF_CREDENTIALS, type FailedEmailsAnswer } from '@/shared/staff';
import type { UpdateKind, UpdatesAnswer } from '@/shared/updates';
import { eventually } from '@/api/testing/eventually';
import { freshDatabase } from './testing/fresh-database.cjs';
import { TEST_JWT_SECRET, api, builtServerEachTest, type BuiltServer } from './testing/built-server';
import { SENT_WITHIN_MS, smtpSink, type SmtpSink, type SunkMessage } from './testing/smtp-sink';

const server = builtServerEachTest('emails');

let sink: SmtpSink | undefined;

/** A mail server that refuses every message to `bouncing`, counting the refusals. */
async function bouncingSink(bouncing: string): Promise<{ started: SmtpSink; refused: { count: number } }> {
  const refused = { count: 0 };
  const started = await smtpSink(({ to }) => {
    if (!to.includes(bouncing)) return Promise.resolve();
    refused.count += 1;
    return Promise.reject(new Error('550 No such mailbox'));
  });
  return { started, refused };
}
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

/** Each request goes to the next base in turn, so a journey is split across the processes. */
function roundRobin(bases: string[]) {
  let turn = 0;
  return (path: string, options: Parameters<typeof api>[2] = {}) => {
    turn += 1;
    return api(bases[turn % bases.length] ?? '', path, options);
  };
}
type Caller = ReturnType<typeof roundRobin>;

async function expectOk(answer: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A new shopper who orders one pair Cash on Delivery (confirmed at once): their token, email and order id. */
async function shopperWithOrder(call: Caller, email: string) {
  const signup = await expectOk(
    call('/auth/signup', {
      method: 'POST',
      body: { firstName: 'Asha', lastName: 'Rao', email, password: 'asha-runs-fast' },
    }),
  );
  const token = String(signup.encodedToken);
  const address = {
    name: 'Asha',
    mobile: '9123456780',
    pincode: '110001',
    city: 'New Delhi',
    residence: '1 Janpath',
    state: 'Delhi',
  };
  const added = (await expectOk(call('/user/addresses', { method: 'POST', token, body: { address } }))) as {
    address: { id: string };
  };
  const { products } = (await expectOk(call('/products'))) as { products: { _id: string; title: string }[] };
  await expectOk(call('/user/cart', { method: 'POST', token, body: { product: { _id: products[0]?._id } } }));
  const placed = (await expectOk(
    call('/user/orders', {
      method: 'POST',
      token,
      body: { addressId: added.address.id, idempotencyKey: `emails-${email}`, paymentMethod: 'cod' },
    }),
  )) as { order: { _id: string; number: string } };
  // What its updates' subjects name: the order's number and its one product.
  const named = `Your order ${placed.order.number} (${products[0]?.title ?? ''})`;
  return { token, orderId: placed.order._id, named };
}

async function staffMoves(call: Caller, orderId: string, moves: object[]) {
  const login = await expectOk(call('/staff/login', { method: 'POST', body: DEMO_STAFF_CREDENTIALS }));
  for (const move of moves) {
    await expectOk(
      call(`/staff/orders/${orderId}/transitions`, {
        method: 'POST',
        token: String(login.staffToken),
        body: move,
      }),
    );
  }
}

/** The subject, its folded lines joined again (a long header continues on lines that start with a space). */
const subjectOf = (message: SunkMessage) =>
  /^Subject: (.*)$/m.exec(message.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];

/** Waits until `count` emails arrived, then as long again as a duplicate could take, and gives them. */
async function emailsSettled(mailbox: SmtpSink, count: number): Promise<SunkMessage[]> {
  await eventually(() => expect(mailbox.messages.length).toBeGreaterThanOrEqual(count), SENT_WITHIN_MS);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return mailbox.messages;
}

const envFor = (mailbox: SmtpSink) => ({
  JWT_SECRET: TEST_JWT_SECRET,
  TEST_CHECKOUT: '1',
  SEED_DEMO_USERS: '1',
  SMTP_URL: mailbox.url,
  EMAIL_RETRY_SECONDS: '2',
  // The owners' morning note would come to the same mailbox: server/morning-note.test.ts has it.
  MORNING_NOTE_HOUR: 'off',
});

it('on PGlite, each step is one email (HTML and text) to the shopper, and an update under Updates', async () => {
  sink = await smtpSink();
  const running = await server.start(envFor(sink));
  const call = roundRobin([running.url]);
  const { token, orderId, named } = await shopperWithOrder(call, 'asha.pglite@example.in');
  await staffMoves(call, orderId, [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: 'DL20260001' },
  ]);
  const messages = await emailsSettled(sink, 2);
  expect(messages.map(subjectOf).sort()).toEqual([`${named} is confirmed`, `${named} is on its way`]);
  for (const message of messages) {
    expect(message.to).toEqual(['asha.pglite@example.in']);
    expect(message.raw).toContain('Content-Type: text/plain');
    expect(message.raw).toContain('Content-Type: text/html');
    expect(message.raw).toContain(`/orders/${orderId}`);
  }
  expect(messages.find((message) => subjectOf(message) === `${named} is on its way`)?.raw).toContain(
    'Delhivery, AWB DL20260001',
  );
  const { body } = await api(running.url, '/user/updates', { token });
  expect((body as unknown as UpdatesAnswer).updates.map((update) => update.kind)).toEqual([
    'shipped',
    'confirmed',
  ]);
}, 60_000);

it('without SMTP_URL, the email is logged instead of sent', async () => {
  const running = await server.start({ JWT_SECRET: TEST_JWT_SECRET, TEST_CHECKOUT: '1' });
  const { named } = await shopperWithOrder(roundRobin([running.url]), 'asha.logged@example.in');
  await running.waitForOutput(`"subject":"${named} is confirmed"`);
  expect(running.stdout()).toContain('email (no SMTP_URL: logged, not sent)');
}, 60_000);

it(`on PGlite, an email the mail server refuses is tried again after a doubling wait, given up after ${EMAIL_MAX_TRIES} tries and shown to staff; a newer email goes meanwhile`, async () => {
  const bouncing = 'asha.bounces@example.in';
  const bounce = await bouncingSink(bouncing);
  sink = bounce.started;
  const { refused } = bounce;
  // The shortest wait (1 s, doubling): the last try comes about half a minute after the first.
  const running = await server.start({ ...envFor(sink), EMAIL_RETRY_SECONDS: '1' });
  const call = roundRobin([running.url]);
  const { orderId } = await shopperWithOrder(call, bouncing);
  await eventually(() => expect(refused.count).toBeGreaterThanOrEqual(2), SENT_WITHIN_MS);
  await shopperWithOrder(call, 'asha.receives@example.in');
  await eventually(
    () => expect(sink?.messages.map((message) => message.to)).toEqual([['asha.receives@example.in']]),
    SENT_WITHIN_MS,
  );
  expect(refused.count).toBeLessThan(EMAIL_MAX_TRIES);

  const login = await expectOk(call('/staff/login', { method: 'POST', body: DEMO_STAFF_CREDENTIALS }));
  const failed = async () =>
    (await call('/staff/emails/failed', { token: String(login.staffToken) }))
      .body as unknown as FailedEmailsAnswer;
  expect((await failed()).emails).toEqual([]);
  // Given up after the last wait: about half a minute after the first try.
  const deadline = Date.now() + 60_000;
  while ((await failed()).emails.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect((await failed()).emails).toEqual([
    expect.objectContaining({
      orderId,
      to: bouncing,
      tries: EMAIL_MAX_TRIES,
      error: expect.stringContaining('550') as string,
    }),
  ]);
  expect(refused.count).toBe(EMAIL_MAX_TRIES);
  expect(running.stdout()).toContain('"msg":"email given up"');
}, 120_000);

// PostgreSQL is there only where CONTRACT_DATABASE_URL is set (CI sets it); without it these tests
// are not registered at all, rather than reported as passing.
const describeWithPostgres = process.env.CONTRACT_DATABASE_URL ? describe : undefined;

describeWithPostgres?.('the queue on PostgreSQL (pg-boss)', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeEach(async () => {
    database = await freshDatabase(process.env.CONTRACT_DATABASE_URL ?? '', 'emails');
  }, 60_000);
  afterEach(() => database.drop());

  const onPostgres = (mailbox: SmtpSink) => ({
    ...envFor(mailbox),
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://127.0.0.1',
    WORKERS: '1',
  });

  it('with two processes, each step of an order is exactly one email', async () => {
    sink = await smtpSink();
    const processes: BuiltServer[] = [
      await server.start(onPostgres(sink)),
      await server.start(onPostgres(sink)),
    ];
    const call = roundRobin(processes.map((running) => running.url));
    const { token, orderId } = await shopperWithOrder(call, 'asha.two@example.in');
    await staffMoves(call, orderId, [
      { to: 'packed' },
      { to: 'shipped', courier: 'Blue Dart', awb: 'BD20260002' },
      { to: 'out_for_delivery' },
      { to: 'delivered' },
    ]);
    const kinds: UpdateKind[] = ['delivered', 'out_for_delivery', 'shipped', 'confirmed'];
    const messages = await emailsSettled(sink, kinds.length);
    expect(messages).toHaveLength(kinds.length);
    expect(new Set(messages.map(subjectOf)).size).toBe(kinds.length);
    const { body } = await call('/user/updates', { token });
    expect((body as unknown as UpdatesAnswer).updates.map((update) => update.kind)).toEqual(kinds);
    const sentBy = processes.map((running) => running.stdout().split('"msg":"email sent"').length - 1);
    expect(sentBy.reduce((sum, count) => sum + count, 0)).toBe(kinds.length);
  }, 90_000);

  it('a process that dies while sending, before the email is marked sent: another sends it, once', async () => {
    const processes: BuiltServer[] = [];
    let crashed = false;
    // The first message's data has reached the sink but it has not said OK: the sender dies there.
    sink = await smtpSink(async () => {
      if (crashed) return;
      crashed = true;
      processes[0]?.child.kill('SIGKILL');
      await processes[0]?.exited;
      throw new Error('the sending process died');
    });
    processes.push(await server.start(onPostgres(sink)));
    const { named } = await shopperWithOrder(roundRobin([processes[0]?.url ?? '']), 'asha.crash@example.in');
    await eventually(() => expect(crashed).toBe(true), SENT_WITHIN_MS);
    processes.push(await server.start(onPostgres(sink)));
    const messages = await emailsSettled(sink, 1);
    expect(messages.map(subjectOf)).toEqual([`${named} is confirmed`]);
    expect(processes[1]?.stdout()).toContain('"msg":"email sent"');
  }, 90_000);

  it(`an email the mail server refuses: pg-boss retries it after a growing wait, ${EMAIL_MAX_TRIES} tries across two processes, then it is given up and shown to staff`, async () => {
    const bouncing = 'asha.pg.bounces@example.in';
    const bounce = await bouncingSink(bouncing);
    sink = bounce.started;
    const { refused } = bounce;
    const env = { ...onPostgres(sink), EMAIL_RETRY_SECONDS: '1' };
    const processes = [await server.start(env), await server.start(env)];
    const call = roundRobin(processes.map((running) => running.url));
    const { orderId } = await shopperWithOrder(call, bouncing);
    const login = await expectOk(call('/staff/login', { method: 'POST', body: DEMO_STAFF_CREDENTIALS }));
    const failed = async () =>
      (
        (await call('/staff/emails/failed', { token: String(login.staffToken) }))
          .body as unknown as FailedEmailsAnswer
      ).emails;
    // pg-boss waits between 2^n and 2^(n+1) seconds before retry n: about a minute in all.
    const deadline = Date.now() + 120_000;
    while ((await failed()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(await failed()).toEqual([
      expect.objectContaining({ orderId, to: bouncing, tries: EMAIL_MAX_TRIES }),
    ]);
    // No process tries it again once given up.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(refused.count).toBe(EMAIL_MAX_TRIES);
  }, 180_000);
});
