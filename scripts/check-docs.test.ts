import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const script = join(__dirname, 'check-docs.mjs');

/** Runs the docs check on a throwaway repository holding these files. */
function checkDocs(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  try {
    mkdirSync(join(root, 'docs'));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ scripts: { test: 'jest', build: 'webpack' } }),
    );
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const guide = '# Guide\n\n## Run it twice\n\n```sh\nnpm ci && npm test\n```\n';

describe('the docs check (npm run check:docs)', () => {
  it('passes when every link, anchor and script resolves', () => {
    const { status, output } = checkDocs({
      'README.md': '[guide](docs/guide.md#run-it-twice), [site](https://example.in), `npm run build`\n',
      'docs/guide.md': `${guide}\nBack to the [README](../README.md) and [this part](#guide).\n`,
    });
    expect(output).toContain('passed');
    expect(status).toBe(0);
  });

  it('fails on a link to a file that does not exist', () => {
    const { status, output } = checkDocs({ 'README.md': 'See [the API](docs/api.md).\n' });
    expect(status).toBe(1);
    expect(output).toContain('README.md:1: docs/api.md — no such file');
  });

  it('fails on an anchor that no heading of the target makes', () => {
    const { status, output } = checkDocs({
      'README.md': '[guide](docs/guide.md#run-it-once)\n',
      'docs/guide.md': guide,
    });
    expect(status).toBe(1);
    expect(output).toContain('has no heading #run-it-once');
  });

  it('fails on an npm script that package.json lacks, in prose or in code', () => {
    const { status, output } = checkDocs({
      'README.md': 'Then npm run deploy.\n',
      'docs/guide.md': '```sh\nnpm lintify\n```\n',
    });
    expect(status).toBe(1);
    expect(output).toContain('README.md: names `npm run deploy`');
    expect(output).toContain('docs/guide.md: names `npm run lintify`');
  });

  it('passes when every repository path named in code exists, skipping patterns and ignored output', () => {
    const { status, output } = checkDocs({
      '.gitignore': 'dist/\ne2e/report/\n',
      'src/api/clock.ts': '',
      'server/http/app.ts': '',
      'scripts/throwaway-postgres.sh': '',
      'README.md':
        'The clock (`src/api/clock.ts`), the adapter (`server/http/app.ts:12`), ' +
        '`export URL=$(scripts/throwaway-postgres.sh start)`, each `src/api/<resource>/routes.ts`, ' +
        '`server/**/*.test.ts`, `src/api/http/{route,router}.ts`, the report in `e2e/report/`.\n',
    });
    expect(output).toContain('passed');
    expect(status).toBe(0);
  });

  it('fails on a repository path that no longer exists', () => {
    const { status, output } = checkDocs({
      'src/api/clock.ts': '',
      'README.md':
        'Intro.\n\nThe clock is `src/api/clock.ts`; the handlers are in `src/mocks/handlers/cart.ts`.\n',
    });
    expect(status).toBe(1);
    expect(output).toContain('README.md:3: `src/mocks/handlers/cart.ts` — no such file or folder');
    expect(output).not.toContain('src/api/clock.ts` —');
  });

  it('fails on a table row over 300 characters, wherever it is', () => {
    const row = (cell: string) => `| ${cell} | x |`;
    const { status, output } = checkDocs({
      'README.md': `| a | b |\n| --- | --- |\n${row('₹'.repeat(290))}\n`,
      'docs/guide.md': `| a | b |\n| --- | --- |\n${row('y'.repeat(295))}\n`,
    });
    expect(status).toBe(1);
    expect(output).not.toContain('README.md:3');
    expect(output).toContain('docs/guide.md:3: a table row of 303 characters (at most 300)');
  });

  it("fails on a feature or resource folder the README's map does not name, or a script its overview lacks", () => {
    const readme = (folders: string, scripts: string) =>
      `# Shop\n\n## Scripts\n\n${scripts}\n\n## Folders\n\n\`\`\`\n${folders}\n\`\`\`\n`;
    const repo = {
      'src/features/cart/index.ts': '',
      'src/features/staff/index.ts': '',
      'src/api/orders/model.ts': '',
    };
    const passing = checkDocs({
      ...repo,
      'README.md': readme('features/  cart, staff\napi/  orders', '`npm test`, `npm run build`'),
    });
    expect(passing.output).toContain('passed');
    expect(passing.status).toBe(0);

    const failing = checkDocs({
      ...repo,
      'README.md': readme('features/  cart, staff-console\napi/  orders', '`npm run build`'),
    });
    expect(failing.status).toBe(1);
    expect(failing.output).toContain(
      'README.md: the folder map (## Folders) does not name src/features/staff',
    );
    expect(failing.output).toContain(
      'README.md: the scripts overview (## Scripts) does not name `npm run test`',
    );
    expect(failing.output).not.toContain('src/features/cart');
  });

  describe('docs/performance.md and docs/results/', () => {
    const results = (figure: string) =>
      JSON.stringify({
        measured: {
          date: '2026-11-26T10:00:00.000Z',
          machine: '2 × a CPU',
          node: 'v20',
          source: 'npm run build',
        },
        checks: [{ name: 'first-load JS ≤ 200 KB', figure, holds: true, enforced: true }],
        tables: [{ caption: 'Per route', columns: ['route', 'KB'], rows: [['/', figure]] }],
      });
    const page = (block: string) =>
      `# Performance\n\n<!-- results: bench -->\n${block}<!-- /results: bench -->\n`;
    const rendered = [
      '',
      '- Run: 2026-11-26, `npm run build`',
      '- Machine: 2 × a CPU; node v20',
      '',
      '| budget or target       | measured | verdict |',
      '| ---------------------- | -------- | ------- |',
      '| first-load JS ≤ 200 KB | 197.4 KB | ✓ holds |',
      '',
      'Per route:',
      '',
      '| route | KB       |',
      '| ----- | -------- |',
      '| /     | 197.4 KB |',
      '',
      '',
    ].join('\n');

    it('passes when the page shows what the results render to', () => {
      const { status, output } = checkDocs({
        'README.md': '# Shop\n',
        'docs/results/bench.json': results('197.4 KB'),
        'docs/performance.md': page(rendered),
      });
      expect(output).toContain('the figures of docs/performance.md');
      expect(status).toBe(0);
    });

    it('fails when a figure on the page differs from its results file, or a block lacks its file', () => {
      const stale = checkDocs({
        'README.md': '# Shop\n',
        'docs/results/bench.json': results('199.0 KB'),
        'docs/performance.md': page(rendered),
      });
      expect(stale.status).toBe(1);
      expect(stale.output).toContain(
        'docs/performance.md: differs from what `npm run docs:performance` renders',
      );

      const orphan = checkDocs({ 'README.md': '# Shop\n', 'docs/performance.md': page(rendered) });
      expect(orphan.status).toBe(1);
      expect(orphan.output).toContain('a results block for docs/results/bench.json, which does not exist');
    });

    it('fails on a results file the page has no block for', () => {
      const { status, output } = checkDocs({
        'README.md': '# Shop\n',
        'docs/results/queue.json': results('1 ms'),
        'docs/performance.md': '# Performance\n',
      });
      expect(status).toBe(1);
      expect(output).toContain('no block <!-- results: queue -->');
    });
  });

  describe("docs/architecture.md's routes table", () => {
    const api = {
      'README.md': '# Shop\n',
      'src/api/cart/routes.ts': `route({ method: 'GET', path: '/api/user/cart', access: 'shopper' });
route({
  method: 'DELETE',
  path: '/api/user/cart/:productId',
  access: 'shopper',
});`,
      'src/api/orders/payment-routes.ts': `export const SCRIPT_PATH = '/api/test-checkout/checkout.js';
route({ method: 'GET', path: SCRIPT_PATH, access: 'anyone' });
route({ method: 'POST', path: UPI_PATH, access: 'anyone' });`,
      'src/api/orders/upi.ts': "export const UPI_PATH = '/api/test-checkout/upi';\n",
      'src/api/limits/limits.ts': '',
    };
    const table = (rows: string[]) =>
      `# Architecture\n\n## The backend: resources and their routes\n\n| resource | folder | routes |\n| --- | --- | --- |\n${rows.join('\n')}\n\n## Next\n\n\`GET /api/elsewhere\` is not in the table.\n`;
    const cart = '| cart | `src/api/cart/` | `GET /api/user/cart`, `DELETE /api/user/cart/:productId` |';
    const orders =
      '| orders | `src/api/orders/` | `GET /api/test-checkout/checkout.js`, `POST /api/test-checkout/upi` |';
    const limits = '| limits | `src/api/limits/` | none |';

    it('passes when it lists exactly the routes declared, each under its folder (constants resolved)', () => {
      const { status, output } = checkDocs({ ...api, 'docs/architecture.md': table([cart, orders, limits]) });
      expect(output).toContain('the 4 routes of docs/architecture.md');
      expect(status).toBe(0);
    });

    it('fails on a declared route missing from the table', () => {
      const { status, output } = checkDocs({
        ...api,
        'docs/architecture.md': table(['| cart | `src/api/cart/` | `GET /api/user/cart` |', orders, limits]),
      });
      expect(status).toBe(1);
      expect(output).toContain(
        'docs/architecture.md: the routes listed lack `DELETE /api/user/cart/:productId`, which src/api/cart/ declares',
      );
    });

    it('fails on a route in the table that nothing declares, or under the wrong folder', () => {
      const { status, output } = checkDocs({
        ...api,
        'docs/architecture.md': table([
          `${cart.slice(0, -2)}, \`POST /api/user/cart/:productId\` |`,
          '| orders | `src/api/orders/` | `GET /api/test-checkout/checkout.js` |',
          '| limits | `src/api/limits/` | `POST /api/test-checkout/upi` |',
        ]),
      });
      expect(status).toBe(1);
      expect(output).toContain(
        'docs/architecture.md:7: `POST /api/user/cart/:productId` is listed, but no src/api/*/*routes.ts declares it',
      );
      expect(output).toContain(
        'docs/architecture.md:9: `POST /api/test-checkout/upi` is listed under src/api/limits/, but src/api/orders/ declares it',
      );
    });

    it('reads a list as it reads a table: each item under the folder it names first, wrapped lines too', () => {
      const list = (cartItem: string) =>
        `# Architecture\n\n## The backend: resources and their routes\n\n${cartItem}\n` +
        '- **orders** — `src/api/orders/`: `GET /api/test-checkout/checkout.js`,\n' +
        '  `POST /api/test-checkout/upi`\n- **limits** — `src/api/limits/`: none\n\n' +
        'What they share: the answerer; `GET /api/user/cart` in prose is not an entry.\n';
      const passing = checkDocs({
        ...api,
        'docs/architecture.md': list(
          '- **cart** — `src/api/cart/`: `GET /api/user/cart`,\n  `DELETE /api/user/cart/:productId`',
        ),
      });
      expect(passing.output).toContain('the 4 routes of docs/architecture.md');
      expect(passing.status).toBe(0);

      const failing = checkDocs({
        ...api,
        'docs/architecture.md': list(
          '- **cart** — `src/api/cart/`: `GET /api/user/cart`\n\n  `DELETE /api/user/cart/:productId`',
        ),
      });
      expect(failing.status).toBe(1);
      expect(failing.output).toContain('the routes listed lack `DELETE /api/user/cart/:productId`');
    });

    it('fails when the table is missing while src/api declares routes', () => {
      const { status, output } = checkDocs({ ...api, 'docs/architecture.md': '# Architecture\n' });
      expect(status).toBe(1);
      expect(output).toContain('no section "The backend: resources and their routes"');
    });
  });
});
