import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Through `node scripts/preview.mjs` itself: the command the Playwright config starts, run with
// plain Node as a shopper's `npm run preview` would, so a crash shows as a refused connection.
const builtPolicy = "default-src 'self'; script-src 'self' 'sha256-abc='";
let root: string;
let preview: ChildProcess;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'preview-'));
  mkdirSync(join(root, 'dist', 'js'), { recursive: true });
  writeFileSync(
    join(root, 'dist', 'index.html'),
    `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${builtPolicy}"><title>shop</title>`,
  );
  writeFileSync(join(root, 'dist', 'js', 'main.1a2b3c4d.js'), 'console.log("shop");');
  // A sibling whose name starts with the build folder's.
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'server.js'), 'secret');

  preview = spawn(process.execPath, [join(__dirname, 'preview.mjs')], {
    env: { ...process.env, PORT: '0', DIST_DIR: join(root, 'dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    preview.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/\S+/.exec(output);
      if (url) resolve(url[0]);
    });
    preview.once('exit', (code) => {
      reject(new Error(`preview exited with ${String(code)} before listening`));
    });
  });
});

afterAll(() => {
  preview.kill();
  rmSync(root, { recursive: true, force: true });
});

/** A GET with the path exactly as written: fetch would normalise dot segments away. */
function get(
  path: string,
): Promise<{ status: number; type: string; body: string; policy: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
          policy: response.headers['content-security-policy']?.toString(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves a file that is in the build', async () => {
  const response = await get('/js/main.1a2b3c4d.js');
  expect(response).toMatchObject({ status: 200, body: 'console.log("shop");' });
  expect(response.type).toMatch(/^text\/javascript/);
});

test('answers a page route with index.html, for the router to decide', async () => {
  expect(await get('/products/air-zoom')).toMatchObject({
    status: 200,
    body: expect.stringContaining('<title>shop'),
  });
});

test("sends the build's Content-Security-Policy with its pages, and frame-ancestors too", async () => {
  for (const path of ['/', '/index.html', '/cart']) {
    expect((await get(path)).policy).toBe(`${builtPolicy}; frame-ancestors 'none'`);
  }
  expect((await get('/js/main.1a2b3c4d.js')).policy).toBeUndefined();
});

test('answers a malformed percent-escape with 400 and keeps serving', async () => {
  expect((await get('/%E0%A4%A')).status).toBe(400);
  expect((await get('/')).status).toBe(200);
});

test.each(['/..%2fdist-server/server.js', '/%2e%2e%2fdist-server%2fserver.js', '/..%2f..%2fetc/passwd'])(
  'answers %s, outside the build, with 404',
  async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
  },
);

test.each(['/js/main.deadbeef.js', '/css/main.deadbeef.css', '/favicon.ico'])(
  'answers a missing asset, %s, with 404 rather than index.html',
  async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<title>shop');
  },
);
