import { toHex } from '@/api/http/hex';
import { constantTimeEqual } from '@/api/accounts';

const encoder = new TextEncoder();

/** The reset's id signed with the backend's secret: only the backend can make a link's token. */
async function signatureOf(secret: string, resetId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`password-reset:${resetId}`)));
}

/**
 * The link's token: `<reset id>.<signature>`. Nothing stores it: the email's job signs the id again,
 * so the database holds no token that would open an account.
 */
export const resetToken = async (secret: string, resetId: string): Promise<string> =>
  `${resetId}.${await signatureOf(secret, resetId)}`;

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/;

/** The reset id a token names, when its signature is the backend's; null for anything else. */
export async function resetIdOf(secret: string, token: string): Promise<string | null> {
  const parts = TOKEN.exec(token);
  if (!parts?.[1] || !parts[2]) return null;
  return constantTimeEqual(parts[2], await signatureOf(secret, parts[1])) ? parts[1] : null;
}
