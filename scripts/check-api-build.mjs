// @ts-check
// A build for a real API (API_BASE_URL set) must carry nothing of the embedded mock: no mock chunk,
// no mock service worker, no source maps, and neither of the mock's fixed secrets. Nor may any
// browser build carry the server's page renderer (src/app/render-page.tsx and React's server
// renderer, built for Node into dist-server/render/ only).
// Usage: npm run check:api-build   (CI runs it; it builds into a temporary folder)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import mockChunk from '../build/mock-chunk.js';

const root = join(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'api-build-'));

/** The mock's secrets, read from where they are defined. */
const authSource = readFileSync(join(root, 'src/api/accounts/auth.ts'), 'utf8');
const secrets = ['JWT_SECRET', 'RAZORPAY_KEY_SECRET'].map((name) => {
  const value = new RegExp(`export const ${name} = '([^']+)'`).exec(authSource)?.[1];
  if (!value)
    throw new Error(`src/api/accounts/auth.ts no longer defines ${name} as a string: update this check`);
  return value;
});

/** Names only the server's page renderer has: React's streaming renderer, and the page preparer. */
const SERVER_ONLY = ['renderToPipeableStream', 'preparePage'];

/** @param {string} dir @returns {string[]} */
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

try {
  execFileSync(join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_BASE_URL: 'https://api.example.in', OUT_DIR: out },
  });
  const problems = files(out).flatMap((path) => {
    const name = relative(out, path);
    const found = [];
    if (name.includes(mockChunk.MOCK_CHUNK_NAME) || name.includes('mockServiceWorker'))
      found.push(`${name}: a file of the embedded mock`);
    if (name.endsWith('.map')) found.push(`${name}: a source map`);
    const text = readFileSync(path, 'latin1');
    for (const secret of secrets) if (text.includes(secret)) found.push(`${name}: holds a mock secret`);
    if (SERVER_ONLY.some((marker) => text.includes(marker)))
      found.push(`${name}: holds the server's page renderer`);
    return found;
  });
  if (problems.length > 0) {
    console.error(`A build for a real API carries parts of the mock:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      "A build for a real API carries no mock chunk, no mock worker, no source map, no mock secret and not the server's page renderer.",
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
