// @ts-check
// npm run check:stock-attack
//
// Replays issue 35's attack on a built server (dist-server/server.js, on PGlite in a temporary
// DATA_DIR, started as the benchmarks start it): fresh guest accounts, each from its own address,
// place unpaid online orders for every pair of one sneaker and try Cash on Delivery; fresh signed-up
// accounts place all the Cash on Delivery they are allowed. Then another shopper buys a pair of it
// and pays through the offline test checkout. Prints what each step got, and exits 1 unless the
// shopper could buy it. It builds nothing: run `npm run build:server` (or `npm run build`) first.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './built-server.mjs';

const root = join(import.meta.dirname, '..');
const serverFile = join(root, 'dist-server/server.js');
/** Guest accounts and signed-up accounts the attacker makes, each from an address of its own. */
const GUESTS = 6;
const SIGNUPS = 6;
/** The most pairs of one sneaker a cart line may hold (MAX_QTY_PER_LINE). */
const PAIRS_PER_LINE = 10;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`check:stock-attack: ${message}`);
  process.exit(1);
}

if (!existsSync(serverFile)) fail('dist-server/server.js is missing: run `npm run build:server` first.');

let addresses = 0;
/** A client address of its own for each account (the server believes loopback's X-Forwarded-For). */
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

/**
 * @param {string} api
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string, body?: unknown, from?: string }} [options]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function call(api, method, path, { token, body, from } = {}) {
  const response = await fetch(`${api}${path}`, {
    method,
    signal: AbortSignal.timeout(15_000),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * An account signed in, speaking from one address, with `pairs` of the sneaker in its cart.
 * @param {string} api
 * @param {{ email: string, password: string }} credentials
 * @param {string} from
 * @param {string} productId
 * @param {number} pairs
 */
async function shopperWith(api, credentials, from, productId, pairs) {
  const login = await call(api, 'POST', '/auth/login', { body: credentials, from });
  if (login.status !== 200) fail(`logging in answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.encodedToken;
  let book = await call(api, 'GET', '/user/addresses', { token, from });
  if (book.body.addresses.length === 0) {
    const address = {
      name: 'Stock Attacker',
      mobile: '9876501234',
      pincode: '560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      residence: '1 Test Street',
      alternatemobile: '',
    };
    await call(api, 'POST', '/user/addresses', { token, body: { address }, from });
    book = await call(api, 'GET', '/user/addresses', { token, from });
  }
  await call(api, 'POST', '/user/cart', { token, body: { product: { _id: productId } }, from });
  for (let n = 1; n < pairs; n += 1) {
    await call(api, 'POST', `/user/cart/${productId}`, {
      token,
      body: { action: { type: 'increment' } },
      from,
    });
  }
  return { token, from, addressId: book.body.addresses[0].id };
}

/**
 * @param {string} api
 * @param {{ token: string, from: string, addressId: string }} shopper
 * @param {string} key
 * @param {'online' | 'cod'} paymentMethod
 */
const place = (api, { token, from, addressId }, key, paymentMethod) =>
  call(api, 'POST', '/user/orders', { token, from, body: { addressId, idempotencyKey: key, paymentMethod } });

/** What shoppers see of the sneaker's pairs, read fresh (staff read the stock as it is now). */
async function onSale(
  /** @type {string} */ api,
  /** @type {string} */ staff,
  /** @type {string} */ productId,
) {
  const { body } = await call(api, 'GET', '/staff/stock', { token: staff });
  return body.levels.find((/** @type {{ productId: string }} */ level) => level.productId === productId);
}

/** @param {string} api */
async function attack(api) {
  const staffLogin = await call(api, 'POST', '/staff/login', {
    body: { email: 'staff@sneakerhub.in', password: 'staff-sneakers-1' },
  });
  if (staffLogin.status !== 200) fail(`the demo owner's login answered ${staffLogin.status}`);
  const staff = staffLogin.body.staffToken;
  const { body } = await call(api, 'GET', '/products');
  // The cheapest, so Cash on Delivery's ₹20,000 cap does not stop the attack before the holding rules do.
  const [sneaker] = [...body.products].sort((a, b) => a.price - b.price);
  const before = await onSale(api, staff, sneaker._id);
  console.log(`The sneaker: ${sneaker.title}, ${before.available} pairs on sale.`);

  const tally = new Map();
  const count = (/** @type {string} */ what, /** @type {{ status: number, body: any }} */ answer) => {
    const key = `${what}: ${answer.status}${answer.body.message ? ` ${answer.body.message}` : ''}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  for (let n = 0; n < GUESTS; n += 1) {
    const from = newAddress();
    const made = await call(api, 'POST', '/auth/guest', { from });
    const guest = await shopperWith(api, made.body, from, sneaker._id, PAIRS_PER_LINE);
    count('guest: unpaid online order', await place(api, guest, `unpaid-${n}`, 'online'));
    count('guest: Cash on Delivery', await place(api, guest, `cod-${n}`, 'cod'));
  }
  for (let n = 0; n < SIGNUPS; n += 1) {
    const from = newAddress();
    const credentials = { email: `attacker-${n}-${Date.now()}@example.in`, password: `attacker-${n}-pass` };
    await call(api, 'POST', '/auth/signup', {
      from,
      body: { firstName: 'Fresh', lastName: `No ${n}`, ...credentials },
    });
    const fresh = await shopperWith(api, credentials, from, sneaker._id, 4);
    for (let k = 0; k < 2; k += 1) {
      // A placed Cash on Delivery order empties the cart: the next attempt puts a pair back.
      if (k > 0)
        await call(api, 'POST', '/user/cart', {
          token: fresh.token,
          from,
          body: { product: { _id: sneaker._id } },
        });
      count('signed-up account: Cash on Delivery', await place(api, fresh, `cod-${n}-${k}`, 'cod'));
    }
  }
  for (const [what, times] of tally) console.log(`  ${times}× ${what}`);
  const after = await onSale(api, staff, sneaker._id);
  console.log(`After the attack: ${after.available} of ${after.onHand} pairs on sale.`);

  const from = newAddress();
  const credentials = { email: `buyer-${Date.now()}@example.in`, password: 'a-real-buyer-1' };
  await call(api, 'POST', '/auth/signup', {
    from,
    body: { firstName: 'Real', lastName: 'Buyer', ...credentials },
  });
  const buyer = await shopperWith(api, credentials, from, sneaker._id, 1);
  const placed = await place(api, buyer, 'the-real-buyer', 'online');
  if (placed.status !== 201) fail(`the buyer's order answered ${placed.status}: ${placed.body.message}`);
  const { order } = placed.body;
  const paymentId = 'pay_RealBuyer00001';
  const signed = await call(api, 'POST', '/test-checkout/signature', {
    token: buyer.token,
    from,
    body: { order_id: order.razorpayOrderId, payment_id: paymentId, amount: order.amountPaise },
  });
  const paid = await call(api, 'POST', `/user/orders/${order._id}/payment`, {
    token: buyer.token,
    from,
    body: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.razorpayOrderId,
      razorpay_signature: signed.body.signature,
    },
  });
  if (paid.status !== 200 || paid.body.order.status !== 'confirmed') {
    fail(`the buyer's payment answered ${paid.status}: ${paid.body.message ?? paid.body.order?.status}`);
  }
  console.log(`Another shopper bought a pair and paid: order ${order._id} is ${paid.body.order.status}.`);
}

/** The shop's pages if they are built (`npm run build`); the replay needs only the API, so else a stand-in page. */
function distDir() {
  const built = join(root, 'dist');
  if (existsSync(join(built, 'index.html'))) return built;
  const standIn = mkdtempSync(join(tmpdir(), 'stock-attack-dist-'));
  writeFileSync(
    join(standIn, 'index.html'),
    '<!doctype html><html><head><title>API only</title><meta name="description" content="API only"></head><body></body></html>',
  );
  return standIn;
}

const server = await startBuiltServer(
  serverFile,
  { TRUST_PROXY: 'loopback', SEED_DEMO_USERS: '1', DIST_DIR: distDir() },
  fail,
);
try {
  await attack(`${server.url}/api`);
} finally {
  await server.stop();
}
