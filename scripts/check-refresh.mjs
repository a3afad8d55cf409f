// Fast Refresh in `npm start`: editing a component updates the page in place and keeps its state.
// Usage: npm run check:refresh   (Debian's Chromium at CHROMIUM_PATH, /usr/bin/chromium by default)
//
// Runs the development server on a free port in a temporary copy of the project (the checkout's
// own files are never edited), opens the page at http://localhost:<port> (the README's address)
// and at http://127.0.0.1:<port>, types into each login form and marks each window, adds words to
// the footer's component on disk, and waits for them in both: the typed value and the mark must
// survive, which a full reload or a remount would lose, and neither console may complain (an
// "Invalid Host/Origin header" from the hot-update socket, any error).
// @ts-check
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A cold development build on a small shared machine. */
const COMPILE_TIMEOUT_MS = 180_000;
const UPDATE_TIMEOUT_MS = 60_000;

const EDITED_FILE = 'src/routes/layout/footer.tsx';
/** Words the footer shows (from the English catalogue): the page has its footer. */
const FOOTER_TEXT = 'Prices in Indian rupees, taxes included.';
/** Where in the component the check adds words of its own. */
const EDITED_ELEMENT = '<p className="footer__legal">';
const TYPED_EMAIL = 'still-here@sneakerhub.in';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The files `npm start` reads, copied; node_modules linked. */
function projectCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'check-refresh-'));
  const read = ['src', 'public', 'build', 'server', 'webpack.config.js', 'tsconfig.json', 'package.json'];
  for (const entry of read) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * Starts `webpack serve --mode development` in `cwd` and resolves once it has compiled.
 * @param {string} cwd
 * @param {number} port
 */
function startDevServer(cwd, port) {
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/webpack/bin/webpack.js'), 'serve', '--mode', 'development'],
    {
      cwd,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const compiled = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no compile within ${COMPILE_TIMEOUT_MS} ms:\n${output}`)),
      COMPILE_TIMEOUT_MS,
    );
    /** @param {Buffer} chunk */
    const listen = (chunk) => {
      output += chunk.toString();
      if (/compiled successfully/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      } else if (/compiled with \d+ error/.test(output)) {
        clearTimeout(timer);
        reject(new Error(`the development build failed:\n${output}`));
      }
    };
    server.stdout.on('data', listen);
    server.stderr.on('data', listen);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the development server exited (${String(code)}):\n${output}`));
    });
  });
  return { server, compiled };
}

async function main() {
  const copy = projectCopy();
  const port = await freePort();
  const { server, compiled } = startDevServer(copy, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await compiled;
    // The README's address and the one the server listens on: each page must load, open its
    // hot-update socket without a complaint, and keep its state through the edit.
    const pages = [];
    for (const host of ['localhost', '127.0.0.1']) {
      const page = await browser.newPage();
      page.setDefaultTimeout(UPDATE_TIMEOUT_MS);
      const watched = { host, page, loads: 0, loadsBefore: 0, complaints: /** @type {string[]} */ ([]) };
      page.on('load', () => (watched.loads += 1));
      page.on('console', (message) => {
        if (
          message.type() === 'error' ||
          /Invalid Host\/Origin header|\[webpack-dev-server\] Disconnected/.test(message.text())
        ) {
          watched.complaints.push(message.text());
        }
      });
      const hotSocket = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws'));
      await page.goto(`http://${host}:${port}/login`);
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.getByText(FOOTER_TEXT).waitFor();
      const socket = await hotSocket;
      if (new URL(socket.url()).hostname !== host) {
        throw new Error(`the page at ${host} opened its hot-update socket at ${socket.url()}`);
      }
      await page.evaluate(() => Object.assign(window, { __refreshMark: 1 }));
      await page.getByLabel('Email').fill(TYPED_EMAIL);
      watched.loadsBefore = watched.loads;
      pages.push(watched);
    }

    const edited = join(copy, EDITED_FILE);
    const changedText = `Edited at ${Date.now()}.`;
    const source = readFileSync(edited, 'utf8');
    if (!source.includes(EDITED_ELEMENT)) throw new Error(`${EDITED_FILE} no longer has ${EDITED_ELEMENT}`);
    writeFileSync(edited, source.replace(EDITED_ELEMENT, `${EDITED_ELEMENT}{'${changedText} '}`));

    const problems = [];
    for (const { host, page, loads, loadsBefore, complaints } of pages) {
      await page.getByText(changedText).waitFor();
      const mark = await page.evaluate(
        () => /** @type {{ __refreshMark?: number }} */ (window).__refreshMark,
      );
      const email = await page.getByLabel('Email').inputValue();
      problems.push(
        ...(loads === loadsBefore ? [] : [`${host}: the page reloaded`]),
        ...(mark === 1 ? [] : [`${host}: the window lost its mark (a full reload)`]),
        ...(email === TYPED_EMAIL ? [] : [`${host}: the login form lost what was typed (now "${email}")`]),
        ...complaints.map((complaint) => `${host}: the console said "${complaint}"`),
      );
    }
    if (problems.length > 0) throw new Error(`Fast Refresh did not keep the page: ${problems.join('; ')}`);
    console.log(
      `Fast Refresh kept the page's state at localhost and 127.0.0.1 while ${EDITED_FILE} changed.`,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(copy, { recursive: true, force: true });
  }
}

await main();
