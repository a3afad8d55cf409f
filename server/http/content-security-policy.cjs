// @ts-check
// The shop's Content-Security-Policy: written into dist/index.html as a <meta> by the build
// (webpack.config.js), sent as a header by `npm run preview` (scripts/preview.mjs) and by the Node
// server (server/server.ts). CommonJS, so webpack, plain node and the TypeScript server all load it.
const { createHash } = require('node:crypto');

/**
 * Razorpay's Standard Checkout with real keys: checkout.js from the origin of RAZORPAY_SCRIPT_URL
 * (src/shared/constants.ts), and the payment form in a frame of its API's origin. The offline
 * test-mode checkout needs neither: it comes from the shop's own origin.
 */
const razorpaySources = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com'],
};

/** @type {[string, string[]]} No other site may show the shop in a frame (clickjacking). */
const FRAME_ANCESTORS = ['frame-ancestors', ["'none'"]];

/** Every <script> element with a body and no src: the ones a policy must name by hash. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/**
 * The 'sha256-…' source of each inline script in `html`, hashed as the browser hashes it (the
 * exact text between the tags, UTF-8).
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * @typedef {object} PolicyOptions
 * @property {string[]} scriptHashes from inlineScriptHashes
 * @property {string[]} [scriptOrigins] more places scripts may come from (Razorpay with real keys)
 * @property {string[]} [connectOrigins] more places the page may fetch from (an API on another origin)
 * @property {string[]} [frameOrigins] frames the page may show (Razorpay's payment form)
 * @property {boolean} [header] delivered as a header: frame-ancestors too, which a <meta> cannot carry
 */

/**
 * The policy. style-src allows inline <style> elements because notistack's toasts are styled by
 * goober, which writes its rules into a <style> it creates at run time; style attributes stay
 * forbidden (React sets a `style` prop through the CSSOM, which no policy restricts).
 * @param {PolicyOptions} options
 * @returns {string}
 */
function contentSecurityPolicy({
  scriptHashes,
  scriptOrigins = [],
  connectOrigins = [],
  frameOrigins = [],
  header = false,
}) {
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...scriptOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-attr', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    // The mock's service worker (mockServiceWorker.js).
    ['worker-src', ["'self'"]],
    ['frame-src', frameOrigins.length > 0 ? frameOrigins : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(header ? [FRAME_ANCESTORS] : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * `html` with `policy` as a <meta> ahead of everything it governs (right after the charset).
 * @param {string} html
 * @param {string} policy
 */
function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}

/**
 * The policy a page carries in its <meta>, or null.
 * @param {string} html
 * @returns {string | null}
 */
function policyMetaOf(html) {
  const meta = POLICY_META.exec(html);
  return meta ? (/content="([^"]*)"/.exec(meta[0])?.[1] ?? null) : null;
}

/**
 * The header a static server sends with a built page: the page's own policy, plus frame-ancestors
 * (no other site may frame the shop), which only a header can carry. Null for a page without one.
 * @param {string} html
 * @returns {string | null}
 */
function headerPolicyFor(html) {
  const policy = policyMetaOf(html);
  return policy === null ? null : `${policy}; ${FRAME_ANCESTORS[0]} ${FRAME_ANCESTORS[1].join(' ')}`;
}

/**
 * `html` without its policy <meta>: for a server that sends a wider policy as a header (two
 * policies are both enforced, so the narrower <meta> would still block what the header allows).
 * @param {string} html
 */
function withoutPolicyMeta(html) {
  return html.replace(POLICY_META, '');
}

module.exports = {
  contentSecurityPolicy,
  headerPolicyFor,
  inlineScriptHashes,
  policyMetaOf,
  razorpaySources,
  withPolicyMeta,
  withoutPolicyMeta,
};
