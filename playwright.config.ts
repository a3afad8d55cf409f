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
 *   E2E_BACKEND     `server`: the same journeys against `npm run serve` (dist-server/server.js on
 *                   PGlite in a fresh data folder, no service worker), the mock's own journeys
 *                   (@mock) left out and the shared-server ones (@server) in
 *   E2E_MAIL_PORT   (server) where the journeys' SMTP stand-in listens (default E2E_PORT + 1000);
 *                   the server sends its email there, kept in E2E_MAILBOX_FILE for the journeys
 *   E2E_SERVER_URLS two running server processes on one PostgreSQL (comma-separated): the
 *                   @two-processes journey sends one shopper's requests to each in turn; without
 *                   it that journey is left out
 *   CI              one retry per failing test (reported as flaky if it then passes); test.only fails
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.mjs';

const port = process.env.E2E_PORT ?? '4178';
const againstServer = process.env.E2E_BACKEND === 'server';
// Made once, in the process that starts the web server; the workers inherit it.
const serverData = (process.env.E2E_SERVER_DATA ??= againstServer
  ? mkdtempSync(join(tmpdir(), 'e2e-server-'))
  : '');
const runningServer = process.env.E2E_BASE_URL;
// The server's mail goes to a local SMTP stand-in (e2e/mail-sink.ts) on the port after the shop's
// plus 1000, which keeps each email in a file the journeys read (e2e/mailbox.ts).
process.env.E2E_MAIL_PORT ??= String(Number(port) + 1000);
process.env.E2E_MAILBOX_FILE ??= againstServer ? join(serverData, 'mailbox.jsonl') : '';
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
  ...(againstServer && !runningServer ? { globalSetup: './e2e/mail-sink.ts' } : {}),
  // Journeys about the in-browser mock's own storage, or about two browsers sharing one server.
  grepInvert: new RegExp(
    [againstServer ? '@mock' : '@server', ...(process.env.E2E_SERVER_URLS ? [] : ['@two-processes'])].join(
      '|',
    ),
  ),
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
        command:
          process.env.E2E_WEB_SERVER ??
          (againstServer ? 'node dist-server/server.js' : 'node scripts/preview.mjs'),
        // The server's journeys log in as the demo accounts too (the request tester's guest login),
        // and its pages name the origin the browser uses (PUBLIC_URL), as a deployment's do.
        env: {
          PORT: port,
          ...(againstServer
            ? {
                DATA_DIR: serverData,
                SEED_DEMO_USERS: '1',
                PUBLIC_URL: baseURL,
                SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_PORT}`,
                EMAIL_RETRY_SECONDS: '2',
              }
            : {}),
        },
        url: baseURL,
        // Never someone else's server: on a shared machine another checkout may hold the port.
        reuseExistingServer: false,
      },
});
