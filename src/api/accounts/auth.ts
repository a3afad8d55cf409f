import { fromHex, toHex } from '@/api/http/hex';
import { STAFF_TOKEN_LIFETIME_SECONDS } from '@/shared/staff';

/** Signing keys of one backend: fixed test-mode values in the mock, the environment's on a server. */
export interface Secrets {
  jwt: string;
  razorpayKeySecret: string;
}

/** The embedded mock's fixed test-mode secrets (spec §9: tokens signed with a fixed secret). */
export const JWT_SECRET = 'sneakerhub-mock-jwt-secret-2026';
export const RAZORPAY_KEY_SECRET = 'sneakerhub_test_key_secret';
export const mockSecrets: Secrets = { jwt: JWT_SECRET, razorpayKeySecret: RAZORPAY_KEY_SECRET };

const encoder = new TextEncoder();

/** A session lasts a week at most; a token without an expiry is refused. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Whose token it is. A staff token carries the audience `staff` and a shopper's none, so each is
 * refused where the other is asked for: the signature alone cannot tell them apart, both being
 * signed with the one secret.
 */
export type TokenAudience = 'shopper' | 'staff';

const LIFETIME_SECONDS: Record<TokenAudience, number> = {
  shopper: TOKEN_LIFETIME_SECONDS,
  staff: STAFF_TOKEN_LIFETIME_SECONDS,
};

export interface TokenClaims {
  _id: string;
  email: string;
  /**
   * The session this token is (random, made at login): logging out ends this one alone. Tokens
   * issued before sessions could end have none.
   */
  sid?: string;
  /**
   * The account's token version when the token was issued ("log out of all devices" and a password
   * change raise it, ending every older token). Missing is version 0.
   */
  tv?: number;
}

/** A verified token's claims, and when it expires. */
export interface VerifiedClaims extends TokenClaims {
  /** Seconds since the epoch. */
  exp: number;
}

/** What a session's liveness is checked against: the account row every authorised request loads. */
export interface AccountSessions {
  tokenVersion: number;
  /** Sessions of this account logged out before their tokens expire. */
  revokedSessions: readonly string[];
}

/**
 * Whether a verified token's session still holds: issued at the account's current token version,
 * and not logged out. Checked on every authorised request (src/api/http/handle.ts) against the
 * account that request loads anyway, so ending a session costs no extra lookup per request.
 */
export function sessionIsLive(claims: TokenClaims, account: AccountSessions): boolean {
  if ((claims.tv ?? 0) !== account.tokenVersion) return false;
  return claims.sid === undefined || !account.revokedSessions.includes(claims.sid);
}

/** The token a request carries (`Authorization: Bearer <token>`), or '' for none. */
export const bearerToken = (request: Request): string =>
  (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();

/** The session a verified token belongs to: its id (null before sessions had ids) and expiry. */
export const tokenSession = (claims: VerifiedClaims) => ({
  sid: claims.sid ?? null,
  expiresAt: new Date(claims.exp * 1000),
});

/** A new session's id: random, so no one can name another's session. */
export const newSessionId = (): string => crypto.randomUUID();

/** jose loads on the first login or authorised call, not with every visitor's first page. */
const loadJose = () => import(/* webpackChunkName: "jose" */ 'jose');

/**
 * The signing key, imported once: every authorised request verifies a token, and importing the key
 * again each time is work a server would repeat on every request. One secret is live per process.
 */
let lastKey: { secret: string; key: Promise<CryptoKey> } | null = null;
function hmacKey(secret: string): Promise<CryptoKey> {
  if (lastKey?.secret !== secret) {
    const key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    lastKey = { secret, key };
  }
  return lastKey.key;
}

/**
 * A token issued at `now` (the backend's clock) for `audience`, expiring its lifetime later
 * (TOKEN_LIFETIME_SECONDS for a shopper, STAFF_TOKEN_LIFETIME_SECONDS for staff).
 */
export async function signToken(
  claims: TokenClaims,
  secret: string,
  now: Date,
  audience: TokenAudience = 'shopper',
): Promise<string> {
  const { SignJWT } = await loadJose();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS[audience]);
  if (audience === 'staff') token.setAudience('staff');
  return token.sign(await hmacKey(secret));
}

/**
 * Tokens whose signature was already verified, with their claims, until they expire; the oldest
 * make room. Only the signature's verdict is kept: whether the session still holds (logged out,
 * all devices logged out, password changed) is asked of the account on every request
 * (`sessionIsLive`), so this cache never outlives a revocation.
 */
const MAX_VERIFIED_TOKENS = 10_000;
interface Verified {
  claims: VerifiedClaims;
  audience: TokenAudience;
  expiresAt: number;
}
let verified: { secret: string; tokens: Map<string, Verified> } | null = null;

function verifiedBefore(token: string, secret: string, now: Date): Verified | null {
  if (verified?.secret !== secret) verified = { secret, tokens: new Map() };
  const known = verified.tokens.get(token);
  if (!known) return null;
  if (known.expiresAt > now.getTime()) return known;
  verified.tokens.delete(token);
  return null;
}

function rememberVerified(token: string, secret: string, known: Verified): void {
  if (verified?.secret !== secret) verified = { secret, tokens: new Map() };
  const { tokens } = verified;
  if (tokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = tokens.keys().next();
    if (!oldest.done) tokens.delete(oldest.value);
  }
  tokens.set(token, known);
}

/** The audience a token names: none is a shopper's; any other than `staff` is no token of ours. */
function audienceOf(aud: unknown): TokenAudience | null {
  if (aud === undefined) return 'shopper';
  return aud === 'staff' ? 'staff' : null;
}

/** The claims of a token whose signature and expiry jose has checked, or null when malformed. */
function claimsOf(payload: Record<string, unknown>): VerifiedClaims | null {
  if (typeof payload._id !== 'string' || typeof payload.exp !== 'number') return null;
  const { sid, tv } = payload;
  if (sid !== undefined && typeof sid !== 'string') return null;
  if (tv !== undefined && !Number.isSafeInteger(tv)) return null;
  return {
    _id: payload._id,
    email: typeof payload.email === 'string' ? payload.email : '',
    exp: payload.exp,
    ...(sid === undefined ? {} : { sid }),
    ...(tv === undefined ? {} : { tv: tv as number }),
  };
}

async function verifySignature(token: string, secret: string, now: Date): Promise<Verified | null> {
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    const audience = audienceOf(payload.aud);
    if (!claims || !audience) return null;
    return { claims, audience, expiresAt: claims.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * Checks signature, algorithm (HS256 only, so `alg: none` fails), expiry, which must be there, and
 * audience: a shopper's token where `audience` is 'shopper' (the default), a staff token where it
 * is 'staff', never the other. The caller is named by `_id`, the session by `sid` and `tv`
 * (`sessionIsLive`). Null when invalid. A token is the same bytes on every request of a session:
 * once verified it is remembered until it expires, so a server checks each signature once instead
 * of on every request.
 */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
  audience: TokenAudience = 'shopper',
): Promise<VerifiedClaims | null> {
  let known = verifiedBefore(token, secret, now);
  if (!known) {
    known = await verifySignature(token, secret, now);
    if (known) rememberVerified(token, secret, known);
  }
  return known?.audience === audience ? known.claims : null;
}

/** In a shopper's browser a login must stay quick on a slow phone; a server uses far more. */
export const BROWSER_PBKDF2_ITERATIONS = 10_000;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}

/** Stored as `pbkdf2$iterations$salt$hash`, so the plain password never reaches the db. */
export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, iterations);
  return `pbkdf2$${iterations}$${toHex(salt)}$${toHex(hash)}`;
}

/**
 * A hash of no one's password, one per cost: a login for an email no account has is checked against
 * it, so it costs the same hashing as one for a real account and its answer's timing does not tell
 * which emails have accounts.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(iterations: number): Promise<string> {
  let hash = dummyHashes.get(iterations);
  if (!hash) {
    hash = hashPassword(crypto.randomUUID(), iterations);
    dummyHashes.set(iterations, hash);
  }
  return hash;
}

/** Compares every character whatever the first difference, so timing tells nothing. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !iterations || !salt || !hash) return false;
  const candidate = toHex(await pbkdf2(password, fromHex(salt), Number(iterations)));
  return constantTimeEqual(candidate, hash);
}
