import { RAZORPAY_SCRIPT_URL, RAZORPAY_TEST_KEY_ID, STATIC_ONLY_SCRIPT } from '@/shared/constants';
import { contentSecurityPolicy, razorpaySources, withPolicyMeta } from './http/content-security-policy.cjs';
import { shopPage } from './server';

const built = withPolicyMeta(
  '<!doctype html><html><head><meta charset="utf-8"><script>go()</script></head><body></body></html>',
  contentSecurityPolicy({ scriptHashes: [] }),
);
const directive = (policy: string | undefined, name: string) =>
  policy?.split('; ').find((part) => part.startsWith(`${name} `));

test('offline test-mode checkout: scripts and frames from the shop only', () => {
  const page = shopPage({
    keyId: RAZORPAY_TEST_KEY_ID,
    scriptUrl: '/api/test-checkout/checkout.js',
    testCheckout: 'server',
  })(built);
  const policy = page.headers['content-security-policy'];
  // The build's inline script and a server-rendered page's late loader (http/late-scripts.ts).
  expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'sha256-[^']+' 'sha256-[^']+'$/);
  expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
});

test("real Razorpay keys: the policy lets Razorpay's checkout.js and its payment frame in", () => {
  const page = shopPage({ keyId: 'rzp_live_abc', scriptUrl: RAZORPAY_SCRIPT_URL, testCheckout: 'none' })(
    built,
  );
  const policy = page.headers['content-security-policy'];
  expect(directive(policy, 'script-src')).toContain(new URL(RAZORPAY_SCRIPT_URL).origin);
  expect(directive(policy, 'frame-src')).toBe(`frame-src ${razorpaySources.frame.join(' ')}`);
  expect(page.html).not.toContain('http-equiv="Content-Security-Policy"');
});

test("the build's scripts for a static page only leave every page the server sends, and the policy", () => {
  const withStaticOnly = withPolicyMeta(
    `<!doctype html><html><head><script ${STATIC_ONLY_SCRIPT}>startMock()</script><script>go()</script></head><body></body></html>`,
    contentSecurityPolicy({ scriptHashes: [] }),
  );
  const setup = {
    keyId: RAZORPAY_TEST_KEY_ID,
    scriptUrl: '/api/test-checkout/checkout.js',
    testCheckout: 'server',
  } as const;
  const page = shopPage(setup)(withStaticOnly);
  expect(page.html).not.toContain('startMock()');
  expect(page.html).toContain('<script>go()</script>');
  // The same policy as a page built without it: its hash is not allowed either.
  expect(page.headers['content-security-policy']).toBe(
    shopPage(setup)(built).headers['content-security-policy'],
  );
});
