/** Fixed test-mode secrets of the mock (spec §9: tokens signed with a fixed secret). */
export const JWT_SECRET = 'sneakerhub-mock-jwt-secret-2026';
export const RAZORPAY_KEY_SECRET = 'sneakerhub_test_key_secret';

const encoder = new TextEncoder();
const jwtKey = encoder.encode(JWT_SECRET);

export interface TokenClaims {
  _id: string;
  email: string;
}

/** jose loads on the first login or authorised call, not with every visitor's first page. */
const loadJose = () => import(/* webpackChunkName: "jose" */ 'jose');

export async function signToken(claims: TokenClaims): Promise<string> {
  const { SignJWT } = await loadJose();
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('30d')
    .sign(jwtKey);
}

/** Checks signature, algorithm (HS256 only, so `alg: none` fails) and expiry; null when invalid. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, jwtKey, { algorithms: ['HS256'] });
    if (typeof payload.email !== 'string' || typeof payload._id !== 'string') return null;
    return { _id: payload._id, email: payload.email };
  } catch {
    return null;
  }
}

const PBKDF2_ITERATIONS = 10_000;

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}

/** Stored as `pbkdf2$iterations$salt$hash`, so the plain password never reaches the db. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${toHex(salt)}$${toHex(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !iterations || !salt || !hash) return false;
  const candidate = toHex(await pbkdf2(password, fromHex(salt), Number(iterations)));
  return candidate === hash;
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export async function paymentSignature(orderId: string, paymentId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(RAZORPAY_KEY_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${orderId}|${paymentId}`)));
}
