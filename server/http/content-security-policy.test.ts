import { createHash } from 'node:crypto';
import { RAZORPAY_SCRIPT_URL } from '@/shared/constants';
import {
  contentSecurityPolicy,
  headerPolicyFor,
  inlineScriptHashes,
  policyMetaOf,
  razorpaySources,
  withPolicyMeta,
  withoutPolicyMeta,
} from './content-security-policy.cjs';

const inline = "if(location.pathname!=='/')console.log('é')";
const page = `<!doctype html><html><head><meta charset="utf-8"/><title>shop</title><script defer src="/js/main.js"></script><script>${inline}</script></head><body></body></html>`;

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');

test('hashes each inline script as the browser does, and no script that has a src', () => {
  expect(inlineScriptHashes(page)).toEqual([`'sha256-${sha256(inline)}'`]);
});

test('puts the policy ahead of every script, reads it back, and takes it out', () => {
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(page) });
  const html = withPolicyMeta(page, policy);

  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('http-equiv'));
  expect(policyMetaOf(html)).toBe(policy);
  expect(withoutPolicyMeta(html)).toBe(page);
  expect(policyMetaOf(page)).toBeNull();
});

test('a <meta> policy leaves out frame-ancestors, which browsers ignore there; the header adds it', () => {
  const policy = contentSecurityPolicy({ scriptHashes: [] });
  expect(policy).not.toContain('frame-ancestors');
  expect(headerPolicyFor(withPolicyMeta(page, policy))).toBe(`${policy}; frame-ancestors 'none'`);
  expect(contentSecurityPolicy({ scriptHashes: [], header: true })).toBe(`${policy}; frame-ancestors 'none'`);
  expect(headerPolicyFor(page)).toBeNull();
});

test('scripts from the shop and the hashed inline ones only, unless more origins are named', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `));
  const hash = `'sha256-${sha256(inline)}'`;
  const own = contentSecurityPolicy({ scriptHashes: [hash] });
  expect(directive(own, 'script-src')).toBe(`script-src 'self' ${hash}`);
  expect(directive(own, 'frame-src')).toBe("frame-src 'none'");

  const wider = contentSecurityPolicy({
    scriptHashes: [hash],
    scriptOrigins: razorpaySources.script,
    frameOrigins: razorpaySources.frame,
  });
  expect(directive(wider, 'script-src')).toBe(
    `script-src 'self' ${hash} ${razorpaySources.script.join(' ')}`,
  );
  expect(directive(wider, 'frame-src')).toBe(`frame-src ${razorpaySources.frame.join(' ')}`);
});

test("Razorpay's script origin is the one the shop loads checkout.js from", () => {
  expect(razorpaySources.script).toContain(new URL(RAZORPAY_SCRIPT_URL).origin);
});
