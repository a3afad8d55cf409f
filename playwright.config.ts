/**
 * Browser journeys (e2e/*.spec.ts) in Debian's Chromium against the production build.
 *
 *   npm run build && npm run test:e2e [-- --grep checkout]
 *
 * Environment:
 *   CHROMIUM_PATH   the browser to drive (default /usr/bin/chromium); nothing is ever downloaded
 *   E2E_BASE_URL    test a server that is already running there; no server is started
 *   E2E_WEB_SERVER  the command that serves the shop on $PORT (default: node scripts/preview.mjs,
 *                   which serves dist/)
 *   E2E_PORT        the port given to that command as PORT (default 4178)
 *   CI              one retry per failing test (reported as flaky if it then passes); test.only fails
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.mjs';

const port = process.env.E2E_PORT ?? '4178';
const runningServer = process.env.E2E_BASE_URL;
const baseURL = runningServer ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/test-results',
  timeout: 60_000,
  // The machine that runs these is small and shared: a screen can take a while to settle.
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'e2e/report', open: 'never' }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Playwright decides headless itself, so that --headed and --debug still work.
      args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
    },
  },
  webServer: runningServer
    ? undefined
    : {
        command: process.env.E2E_WEB_SERVER ?? 'node scripts/preview.mjs',
        env: { PORT: port },
        url: baseURL,
        // Never someone else's server: on a shared machine another checkout may hold the port.
        reuseExistingServer: false,
      },
});
