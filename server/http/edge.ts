import type { IncomingMessage } from 'node:http';

/**
 * What the public port says and believes at its edge, whatever answers the request: the headers
 * every answer carries, which bodies /api reads, which origin absolute addresses start with, and
 * who a refusal concerns (for the log line an operator traces an attack with).
 */

/** Which hops of X-Forwarded-For are proxies of ours (TRUST_PROXY, server/config.ts); null: none. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** HSTS for a year, subdomains included: sent only when PUBLIC_URL is https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sent with every answer of the public port (pages, files, /api, errors, /healthz): no content-type
 * sniffing, no full address of the shop's pages in another origin's Referer, and, when shoppers
 * reach the shop over https, HSTS.
 */
export function edgeHeaders(publicUrl: string | null | undefined): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(publicUrl?.startsWith('https:') ? [['strict-transport-security', HSTS] as [string, string]] : []),
  ];
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const JSON_TYPE = /^\s*application\/json\s*(?:;.*)?$/i;

/** Whether /api reads a body sent with this Content-Type: JSON only. */
export const isJsonType = (contentType: string | undefined): boolean =>
  contentType !== undefined && JSON_TYPE.test(contentType);

export const UNSUPPORTED_BODY_MESSAGE =
  'The request body must be JSON, sent with Content-Type: application/json.';

/** A host name, an IPv4 or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header a chain of proxies may have appended to. */
function firstValue(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  return (text.split(',')[0] ?? '').trim();
}

/** How a listening address reads in a URL: a wildcard as localhost, IPv6 in brackets. */
function nameOf(listeningHost: string): string {
  if (listeningHost === '' || listeningHost === '0.0.0.0' || listeningHost === '::') return 'localhost';
  return listeningHost.includes(':') ? `[${listeningHost}]` : listeningHost;
}

/**
 * The origin absolute addresses (canonical links, og:url, the sitemap) start with: PUBLIC_URL when
 * set. Unset (a server for development), the address the server listens on (`HOST`, a wildcard as
 * localhost, and the port the request arrived at), never the request's Host header, which is the
 * client's to choose. With TRUST_PROXY, and only when the socket's peer is a trusted proxy, that
 * proxy's X-Forwarded-Proto and X-Forwarded-Host are believed.
 */
export function requestOrigin({
  publicUrl,
  listeningHost = 'localhost',
  trustProxy,
}: {
  publicUrl?: string | null;
  listeningHost?: string;
  trustProxy?: TrustProxy | null;
}): (request: IncomingMessage) => string {
  return (request) => {
    if (publicUrl) return publicUrl;
    const peer = request.socket.remoteAddress;
    const fromProxy = Boolean(trustProxy && peer !== undefined && trustProxy(peer, 0));
    const forwardedProto = fromProxy ? firstValue(request.headers['x-forwarded-proto']).toLowerCase() : '';
    const forwardedHost = fromProxy ? firstValue(request.headers['x-forwarded-host']) : '';
    const proto = forwardedProto === 'https' ? 'https' : 'http';
    const host = HOST.test(forwardedHost)
      ? forwardedHost.toLowerCase()
      : `${nameOf(listeningHost)}:${request.socket.localPort ?? 80}`;
    return new URL(`${proto}://${host}`).origin;
  };
}

/** An email in a log line is cut here: a body may be 100 KB of anything. */
const MAX_LOGGED_ACCOUNT = 254;

function emailInBody(body: Buffer | undefined): string | null {
  if (!body?.length) return null;
  try {
    const parsed = JSON.parse(body.toString()) as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('email' in parsed)) return null;
    return typeof parsed.email === 'string' ? parsed.email : null;
  } catch {
    return null;
  }
}

/** The email a session token names. Its signature is not checked here: the handler that refused did. */
function emailInToken(authorization: string | undefined): string | null {
  const payload = (authorization ?? '').replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown;
    if (typeof claims !== 'object' || claims === null || !('email' in claims)) return null;
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}

/**
 * The account a request concerns, for the log line of a refused login or a 429: the email its body
 * names (a login, a signup), else the email of its session token (a shopper over a daily cap).
 * Null when it names none (a guest account asked for).
 */
export function accountOf(body: Buffer | undefined, authorization: string | undefined): string | null {
  const email = emailInBody(body) ?? emailInToken(authorization);
  return email === null ? null : email.trim().toLowerCase().slice(0, MAX_LOGGED_ACCOUNT);
}

/** Refusals an operator traces an attack by: a refused login (wrong password, unknown account) and any 429. */
export const traced = (route: string, status: number): boolean =>
  status === 429 || (route === '/api/auth/login' && (status === 401 || status === 404));
