// End-to-end journeys in Debian Chromium against the production build served by scripts/preview.mjs.
// Usage: npm run build && npm run test:e2e [-- name-filter]
// Each e2e/journeys/*.mjs exports `journeys`: [{ name, viewport?, run({ page, baseUrl, shot }) }].
// Screenshots land in e2e/artifacts/ (git-ignored).
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPreview } from '../scripts/preview.mjs';
import { launchChromium } from './browser.mjs';
import { watchOutsideRequests } from './offline.mjs';

const artifacts = join(import.meta.dirname, 'artifacts');
mkdirSync(artifacts, { recursive: true });
const filter = process.argv[2] ?? '';

const { server, url: baseUrl } = await startPreview({ port: 0, root: process.env.DIST_DIR ?? 'dist' });
const browser = await launchChromium();
const outside = [];
let passed = 0;
let failed = 0;

const files = readdirSync(join(import.meta.dirname, 'journeys'))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
for (const file of files) {
  const { journeys } = await import(pathToFileURL(join(import.meta.dirname, 'journeys', file)).href);
  for (const journey of journeys) {
    const name = `${file.replace(/\.mjs$/, '')} › ${journey.name}`;
    if (filter && !name.includes(filter)) continue;
    const context = await browser.newContext({ viewport: journey.viewport ?? { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const outsideSoFar = watchOutsideRequests(page, baseUrl);
    const shot = (label) =>
      page.screenshot({
        path: join(artifacts, `${name.replace(/[^a-z0-9]+/gi, '-')}-${label}.png`),
        fullPage: true,
      });
    const started = Date.now();
    try {
      await journey.run({ page, context, baseUrl, shot });
      if (errors.length) throw new Error(`uncaught page errors: ${errors.join(' | ')}`);
      passed += 1;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(
        `  ✗ ${name}\n    ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
      await shot('failure').catch(() => undefined);
    } finally {
      outside.push(...(await outsideSoFar()).map((url) => `${name}: ${url}`));
      await context.close();
    }
  }
}

await browser.close();
server.close();
if (outside.length) {
  failed += 1;
  console.log(`  ✗ requests left the shop's origin:\n    ${outside.join('\n    ')}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
