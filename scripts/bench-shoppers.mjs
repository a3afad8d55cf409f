// @ts-check
// The shoppers `npm run bench:server` drives the server with, made so the bench stays inside the
// server's limits the way real shoppers would (src/api/limits/limits.ts): cart writes are limited
// per account (300 an hour) and per client address (3,000 an hour), and signups per address. A
// run writes carts far faster than one shopper clicks, so its writes are spread over enough
// accounts, each signed up and writing from an address of its own. The bench stands where a
// reverse proxy would: the server runs with TRUST_PROXY=loopback (docs/server.md) and each account's
// requests carry its address in X-Forwarded-For, from 198.18.0.0/15, the range set aside for
// benchmarks (RFC 2544). No limit is lifted: a run that would pass one fails the bench instead.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './built-server.mjs';

/** The setting that makes the server count each request by its X-Forwarded-For, as behind a proxy. */
export const BEHIND_THE_BENCH = { TRUST_PROXY: 'loopback' };

/** Cart lines each shopper holds before the runs (the reads read them; each costs a write). */
export const LINES = 3;
/** The sneakers the shoppers' lines are taken from; the writes toggle sneakers past these. */
export const LINES_FROM = 10;

/**
 * A limit's `points` as src/api/limits/limits.ts states it (the one place it is written), so the
 * bench follows the server's numbers.
 * @param {string} name
 */
function limitPoints(name) {
  const source = readFileSync(join(root, 'src/api/limits/limits.ts'), 'utf8');
  const points = Number(new RegExp(`\\b${name}: \\{ points: ([\\d_]+)`).exec(source)?.[1]?.replace(/_/g, ''));
  if (!Number.isInteger(points)) throw new Error(`no ${name} limit found in src/api/limits/limits.ts`);
  return points;
}

const perAccount = limitPoints('cartWritesPerAccount');
if (limitPoints('cartWritesPerAddress') < perAccount) {
  throw new Error('cart writes per address are limited below one account: give accounts addresses to share');
}
/** Cart writes (an add and its remove each count) one account has left after its lines, kept even. */
export const WRITES_PER_ACCOUNT = Math.floor((perAccount - LINES) / 2) * 2;

/**
 * The address of shopper `index`: 198.18.0.0 onwards, one each, so no address signs up or writes
 * more than one account does.
 * @param {number} index
 */
const addressOf = (index) => `198.${18 + (index >> 16)}.${(index >> 8) & 0xff}.${index & 0xff}`;

/** @typedef {{ token: string, address: string }} Shopper */

/**
 * `count` new shoppers, each signed up from an address of its own with LINES lines in its cart
 * (shopper i holds the sneakers from i % LINES_FROM on), `concurrency` at a time. `call` fails the
 * bench on any answer that is not 2xx.
 * @param {string} api
 * @param {string[]} productIds
 * @param {number} count
 * @param {(url: string, options: { method?: string, token?: string, body?: unknown, headers?: Record<string, string> }) => Promise<any>} call
 * @returns {Promise<Shopper[]>}
 */
export async function signUpShoppers(api, productIds, count, call, concurrency = 8) {
  /** @type {Shopper[]} */
  const shoppers = [];
  let next = 0;
  const signUpNext = async () => {
    for (let index = next++; index < count; index = next++) {
      const address = addressOf(index);
      const headers = { 'x-forwarded-for': address };
      const email = `shopper${index}-${randomBytes(4).toString('hex')}@bench.example`;
      const { encodedToken: token } = await call(`${api}/auth/signup`, {
        method: 'POST',
        headers,
        body: { firstName: 'Bench', lastName: `shopper${index}`, email, password: 'bench-password-1' },
      });
      for (const _id of productIds.slice(index % LINES_FROM, (index % LINES_FROM) + LINES)) {
        await call(`${api}/user/cart`, { method: 'POST', token, headers, body: { product: { _id } } });
      }
      shoppers[index] = { token, address };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, signUpNext));
  return shoppers;
}

/**
 * How many shoppers a cart-write run of `connections` connections needs when each connection makes
 * at most `requestsPerConnection` writes: each account writes at most WRITES_PER_ACCOUNT.
 * @param {number} connections
 * @param {number} requestsPerConnection
 */
export const writersNeeded = (connections, requestsPerConnection) =>
  connections * Math.ceil(requestsPerConnection / WRITES_PER_ACCOUNT);
