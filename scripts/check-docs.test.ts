import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
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
});
