import fc from 'fast-check';
import type { Backend } from '@/api/backend';
import { apiRoutes } from '@/api/every-route';
import { seedCategories, seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import { sampleTodos } from '@/api/test-todos/sample-todos';
import type { ComplaintAnswer } from '@/shared/complaints';
import { isStorable } from '@/api/http/validate';
import type { CatalogueProduct, Order } from '@/shared/types';
import { demoStaff } from '@/api/staff/demo-staff';
import { DEMO_STAFF_CREDENTIALS } from '@/shared/staff';
import { call, loginGuest, send } from './api-client';
import { staffLogin } from './staff';
import { productInputOf } from '@/api/catalogue/product-input';
import { contractBackend } from './contract-backend';

/** Bounds: thousands of requests per backend, and never more than this long whatever the machine. */
const RUNS = 2000;
const TIME_LIMIT_MS = 25_000;
/** Fewer than this many in the time limit and the run proves too little: a failure, not a pass. */
const MIN_RUNS = 300;

/**
 * Every endpoint the routes declare (the server's offline checkout and Razorpay's webhook
 * included), read from the route list itself: a new endpoint shows up here and fails below until it
 * has a sample. The stand-in backend is never called; building the handlers reads only its payment
 * setup. (No backend serves both the offline checkout and the webhook: the backends under test
 * answer the one they lack with a 404.)
 */
const endpoints = apiRoutes({
  payments: { keyId: '', scriptUrl: '', testCheckout: 'server' },
  razorpay: { api: {}, webhookSecret: 'fuzz' },
  repos: {},
  secrets: {},
} as unknown as Backend).map(({ method, path, access }) => ({
  method,
  path: path.replace(/^\/api/, ''),
  /** Staff routes are fuzzed with the demo owner's staff token, the rest with the guest's. */
  staff: access === 'staff' || access === 'owner',
}));

const { id: sampleAddressId = '', ...addressInput } = demoUsers[0]?.addresses[0] ?? {};
const validParams: Record<string, string> = {
  productId: seedProducts[20]?._id ?? '',
  categoryId: seedCategories[0]?._id ?? '',
  addressId: sampleAddressId,
  todoId: sampleTodos[0]._id,
  pincode: '560034',
  // Filled in with the fixture's order (and complaint) before the run.
  orderId: '',
  ticket: '',
  // The demo owner, who may neither disable nor demote themself: a change that passes keeps them owner.
  staffId: demoStaff._id,
  version: '0000000000000000',
};

/** A body each endpoint would accept, which the fuzzer then breaks. */
const samples: Record<string, unknown> = {
  'POST /auth/signup': {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    password: 'laces-1234',
  },
  'POST /auth/login': { email: 'guest@sneakerhub.in', password: 'guest-sneakers-1' },
  'POST /auth/guest': undefined,
  'POST /auth/logout': undefined,
  'POST /auth/logout-all': undefined,
  // Never the guest's password: a change would end the fuzzer's own session.
  'POST /auth/password': { currentPassword: 'not-the-password', newPassword: 'laces-5678' },
  'POST /auth/password-reset': { email: 'asha@example.in' },
  // A token no backend signed: the fuzzer's requests never change a password.
  'POST /auth/password-reset/confirm': { token: 'not-a-reset-token', newPassword: 'laces-5678' },
  'GET /test-mailbox': undefined,
  'GET /products': undefined,
  'GET /products/:productId': undefined,
  'GET /products/:productId/reviews': undefined,
  'PUT /products/:productId/reviews': { rating: 4, title: 'Comfortable', text: 'Good for long walks.' },
  'GET /categories': undefined,
  'GET /categories/:categoryId': undefined,
  'GET /pincodes/:pincode': undefined,
  'GET /user/cart': undefined,
  'POST /user/cart': { product: { _id: validParams.productId } },
  'POST /user/cart/:productId': { action: { type: 'increment' } },
  'DELETE /user/cart/:productId': undefined,
  'GET /user/wishlist': undefined,
  'POST /user/wishlist': { product: { _id: validParams.productId } },
  'DELETE /user/wishlist/:productId': undefined,
  'GET /user/addresses': undefined,
  'POST /user/addresses': { address: addressInput },
  'PUT /user/addresses/:addressId': { address: addressInput },
  'POST /user/addresses/:addressId/select': undefined,
  'DELETE /user/addresses/:addressId': undefined,
  'GET /user/orders': undefined,
  'GET /user/orders/:orderId': undefined,
  'POST /user/orders': {
    addressId: validParams.addressId,
    idempotencyKey: 'fuzz-key',
    paymentMethod: 'online',
  },
  'POST /user/orders/:orderId/payment': {
    razorpay_payment_id: 'pay_Fuzz000000001',
    razorpay_order_id: 'order_Fuzz00000001',
    razorpay_signature: '0'.repeat(64),
  },
  'GET /payments/config': undefined,
  'POST /user/orders/:orderId/cancel': { reason: 'changed_mind', note: 'Fuzzed' },
  'GET /user/orders/:orderId/credit-notes/:number': undefined,
  'GET /test-checkout/checkout.js': undefined,
  'POST /test-checkout/signature': {
    order_id: 'order_Fuzz00000001',
    payment_id: 'pay_Fuzz000000001',
    amount: 100,
  },
  'POST /test-checkout/upi': { vpa: 'success@razorpay' },
  'POST /webhooks/razorpay': {
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: 'pay_Fuzz000000001',
          amount: 100,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_Fuzz00000001',
        },
      },
    },
  },
  'GET /user/updates': undefined,
  'POST /user/updates/read': { upTo: 'an-update-id' },
  'GET /test-todos': undefined,
  'POST /test-todos': { todo: { title: 'Fuzzed' } },
  'DELETE /test-todos/:todoId': undefined,
  // Never the demo owner's password: a sign-in that counts failures is what is fuzzed.
  'POST /staff/login': { email: DEMO_STAFF_CREDENTIALS.email, password: 'not-the-password' },
  'POST /staff/logout': undefined,
  // Never the owner's password: a change would end the fuzzer's own staff session.
  'POST /staff/password': { currentPassword: 'not-the-password', newPassword: 'laces-5678' },
  'DELETE /staff/members/:staffId/sessions': undefined,
  'GET /staff/me': undefined,
  'GET /staff/members': undefined,
  'POST /staff/members': {
    email: 'packer@sneakerhub.in',
    name: 'Packer',
    role: 'staff',
    password: 'boxes-1234',
  },
  'PUT /staff/members/:staffId': { role: 'owner' },
  'GET /staff/audit': undefined,
  'GET /staff/orders': undefined,
  'GET /staff/orders/:orderId': undefined,
  'GET /staff/orders/counts': undefined,
  'GET /staff/couriers': undefined,
  'POST /staff/orders/:orderId/transitions': { to: 'packed', note: 'Fuzzed' },
  'POST /user/orders/:orderId/returns': {
    lines: [{ productId: 'fuzz-product', qty: 1 }],
    reason: 'too_small',
    upiId: 'fuzz@okaxis',
  },
  'GET /staff/returns': undefined,
  'GET /staff/refunds': undefined,
  'POST /staff/refunds/:refundId/paid': { reference: 'UTR1234567890' },
  'POST /staff/returns/:returnId/transitions': { to: 'received', resellable: true, note: 'Fuzzed' },
  'GET /staff/stock': undefined,
  'POST /staff/products/:productId/stock': { change: 3, reason: 'Fuzzed', idempotencyKey: 'fuzz-key-0001' },
  'GET /products/:productId/image/:version': undefined,
  'GET /products/:productId/image/:version/:file': undefined,
  'GET /staff/products': undefined,
  'POST /staff/products': productInputOf(seedProducts[3] as CatalogueProduct),
  'PUT /staff/products/:productId': productInputOf(seedProducts[20] as CatalogueProduct),
  // Its body is a picture: the fuzzer's JSON is refused (415), as any other body that is not one.
  'PUT /staff/products/:productId/image': undefined,
  'GET /seller': undefined,
  'POST /complaints': {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    orderId: 'ord-fuzz',
    subject: 'Fuzzed',
    message: 'A fuzzed complaint.',
  },
  'GET /staff/complaints': undefined,
  'GET /staff/emails/failed': undefined,
  'POST /staff/complaints/:ticket/status': { status: 'acknowledged' },
  'GET /staff/reports/gstr1': undefined,
  'GET /staff/reports/gstr1.csv': undefined,
  'GET /staff/reports/sales-register.csv': undefined,
  'GET /staff/exports/orders.csv': undefined,
  'GET /staff/dashboard': undefined,
  'GET /staff/me/morning-note': undefined,
  'PUT /staff/me/morning-note': { enabled: false },
  'PUT /user/language': { language: 'hi' },
};
const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/**
 * Endpoints that end the session they are sent with: fuzzed without the fuzzer's valid token, or
 * the first success would leave every later request a 401. The contract suites cover their success.
 */
const endsSession = new Set([
  'POST /auth/logout',
  'POST /auth/logout-all',
  'POST /staff/logout',
  'DELETE /staff/members/:staffId/sessions',
]);

/** Endpoints whose refusal is itself a record: a refused staff sign-in is a line of the audit log. */
const auditsRefusal = new Set(['POST /staff/login']);

/** A snapshot without the audit log (the mock's model, the server's table), as text to compare. */
function withoutAudit(snapshot: unknown): string {
  const { staffAudit: _model, staff_audit: _table, ...rest } = snapshot as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** One code unit PostgreSQL refuses (NUL, half a surrogate pair) or any code point at all. */
const hostileUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  fc.constantFrom('\0', '\uD800', '\uDFFF', '\uDBFF', '\uDC00'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);
const hostileText = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 24 }),
  fc.constantFrom(
    '\0',
    'a\0b',
    '\uD800',
    '\uDC00\uD800',
    '',
    ' ',
    "'; DROP TABLE users; --",
    '%00',
    '\\u0000',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    'x'.repeat(201),
    '😀'.repeat(120),
    '\u202Eevil',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Paths to every leaf of a sample body. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
}

function withLeaf(value: unknown, path: readonly string[], leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...object, [key]: withLeaf(object[key], rest, leaf) };
}

/** A path segment as raw bytes (`%00`, `%ED%A0%80`), hostile text, or a valid id. */
const percentBytes = fc
  .uint8Array({ minLength: 1, maxLength: 8 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
const segment = (name: string) =>
  fc.oneof(
    fc.constant(encodeURIComponent(validParams[name] ?? '')),
    percentBytes,
    hostileText.map((text) =>
      isStorable(text) ? encodeURIComponent(text) : text.replace(/[^\w-]/gu, '%00'),
    ),
  );

/** A query string's text: control characters, NUL, raw bytes, hostile text, or a harmless word. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\0-\x1F\x7F]/;
const queryText = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%01', '%0A', '%0D%0A', '%1F', '%7F', '%ED%A0%80', 'shoes', ''),
  percentBytes,
  fc.integer({ min: 0, max: 0x7f }).map((code) => `x%${code.toString(16).padStart(2, '0')}y`),
  hostileText.map((text) => (isStorable(text) ? encodeURIComponent(text) : text.replace(/[^\w-]/gu, '%00'))),
);
/** No query, or one to three parameters: names routes read (`q`, `status`, `after`) and others. */
const queryFor = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('q', 'status', 'after', 'category'), queryText), queryText), {
      minLength: 1,
      maxLength: 3,
    })
    .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
);

/** The query's names and values as a route reads them. */
const queryTexts = (query: string) => [...new URLSearchParams(query)].flat();

type Body = { json: unknown } | { raw: string } | Record<string, never>;

const bodyFor = (sample: unknown): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant({}),
    fc.constant({ json: sample }),
    // One field of a body that would pass, replaced.
    fc
      .tuple(fc.constantFrom(...leafPaths(sample)), hostileValue)
      .map(([path, leaf]) => ({ json: withLeaf(sample, path, leaf) })),
    // Extra fields, hostile keys included.
    fc.dictionary(hostileText, hostileValue, { maxKeys: 4 }).map((extra) => ({
      json: typeof sample === 'object' && sample !== null ? { ...sample, ...extra } : extra,
    })),
    fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
    // Nesting deeper than a recursive check's call stack.
    fc.constant({ raw: `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}` }),
    hostileText.map((raw) => ({ raw })),
  );

/** Every string a JSON value holds, keys included. */
function stringsIn(json: unknown): string[] {
  const strings: string[] = [];
  JSON.stringify(json, (key: string, value: unknown) => {
    strings.push(key);
    if (typeof value === 'string') strings.push(value);
    return value;
  });
  return strings;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/**
 * Whether anything the request carries is text PostgreSQL cannot store, or a query parameter with
 * a control character.
 */
function carriesUnstorable(path: string, query: string, body: Body): boolean {
  const texts = [
    decodedPath(path),
    ...('json' in body ? stringsIn(body.json) : []),
    ...('raw' in body ? [body.raw] : []),
  ];
  const unclean = queryTexts(query).some((text) => CONTROL.test(text) || !isStorable(text));
  return unclean || !texts.every(isStorable);
}

/**
 * The Authorization a fuzzed request carries: the caller's own token (the staff token on a staff
 * route, unless the route ends its session), none, garbage, a broken one, or the other kind's.
 */
function authFor(endpoint: (typeof endpoints)[number], own: string, shopper: string) {
  const refused = [undefined, 'not-a-token', `Bearer ${own}x`, shopper];
  return fc.constantFrom<(string | undefined)[]>(
    ...(endsSession.has(keyOf(endpoint)) ? refused : [own, ...refused]),
  );
}

it('every endpoint has a sample body for the fuzzer', () => {
  expect(endpoints.length).toBeGreaterThan(20);
  expect(endpoints.map(keyOf).filter((key) => !(key in samples))).toEqual([]);
});

it(
  `${RUNS} hostile requests (paths, query strings, bodies) across every endpoint: never a 5xx, nothing unstorable accepted, nothing changed by a refusal`,
  async () => {
    const backend = contractBackend();
    const token = await loginGuest();
    await call('POST', '/user/cart', { token, json: { product: { _id: validParams.productId } } });
    const placed = await call<{ order: Order }>('POST', '/user/orders', {
      token,
      json: { addressId: validParams.addressId, idempotencyKey: 'fuzz-fixture' },
    });
    validParams.orderId = placed.body.order._id;
    const filed = await call<ComplaintAnswer>('POST', '/complaints', { json: samples['POST /complaints'] });
    validParams.ticket = filed.body.complaint.ticket;
    const staffToken = await staffLogin();

    const request = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        path: fc
          .tuple(
            ...endpoint.path
              .split('/')
              .map((part) => (part.startsWith(':') ? segment(part.slice(1)) : fc.constant(part))),
          )
          .map((parts) => parts.join('/')),
        query: queryFor,
        body: endpoint.method === 'GET' ? fc.constant<Body>({}) : bodyFor(samples[keyOf(endpoint)]),
        auth: authFor(endpoint, endpoint.staff ? staffToken : token, token),
      }),
    );

    let runs = 0;
    // What the backend holds now: each answer is compared with it, so one snapshot per request.
    let held = await backend.snapshot();
    await fc.assert(
      fc.asyncProperty(request, async ({ endpoint, path, query, body, auth }) => {
        runs += 1;
        const response = await send(endpoint.method, `${path}${query}`, {
          ...body,
          ...(auth === undefined ? {} : { token: auth }),
        });
        await response.arrayBuffer();
        const what = `${endpoint.method} ${path}${query} answered ${response.status}`;
        expect({ what, serverError: response.status >= 500 }).toEqual({ what, serverError: false });
        if (carriesUnstorable(path, query, body)) {
          expect({ what, accepted: response.status < 400 }).toEqual({ what, accepted: false });
        }
        const now = await backend.snapshot();
        const compared = auditsRefusal.has(keyOf(endpoint)) ? withoutAudit : JSON.stringify;
        const changed = compared(now) !== compared(held);
        held = now;
        if (response.status >= 400) expect({ what, changed }).toEqual({ what, changed: false });
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
    );
    expect(runs).toBeGreaterThanOrEqual(MIN_RUNS);
  },
  TIME_LIMIT_MS + 30_000,
);
