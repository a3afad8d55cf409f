// @ts-check
// Where each bench keeps its latest figures: docs/results/<name>.json, committed, which
// scripts/render-performance.mjs renders into docs/performance.md. A bench formats its own figures
// (it already does for the console), so the page shows them as the bench printed them and the
// renderer knows no bench's insides. Each file says when, where and by what it was measured.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, type } from 'node:os';
import { join, relative } from 'node:path';
import prettier from 'prettier';
import { RESULTS, renderPerformance } from './render-performance.mjs';

/**
 * @typedef {{ name: string, figure: string, holds: boolean, enforced: boolean }} Check
 *   a budget or target: `enforced` when the bench fails on a miss (in CI or always), else printed
 * @typedef {{ caption: string, columns: string[], rows: (string | number)[][] }} Table
 * @typedef {{ date: string, machine: string, node: string, source: string }} Measured
 * @typedef {{ measured: Measured, checks: Check[], tables: Table[] }} Results
 */

const root = join(import.meta.dirname, '..');

/** The machine the bench ran on, in a few words: cores, CPU, OS, and how busy it was. */
function machine() {
  const model = cpus()[0]?.model.trim() ?? 'an unknown CPU';
  const load = loadavg()[0] ?? 0;
  return `${availableParallelism()} × ${model}, ${type()} ${release()}, load average ${load.toFixed(1)}`;
}

/**
 * Writes a bench's figures to docs/results/<name>.json and renders docs/performance.md again.
 * @param {string} script the bench's npm script (`bench:queue`); the file is named by what follows
 *   `bench:` (`queue`), or `bench` for `npm run bench`
 * @param {{ checks: Check[], tables: Table[] }} figures
 */
export async function writeResults(script, { checks, tables }) {
  const args = process.argv.slice(2);
  const command = [`npm run ${script}`, ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  /** @type {Results} */
  const results = {
    measured: { date: new Date().toISOString(), machine: machine(), node: process.version, source: command },
    checks,
    tables,
  };
  const dir = join(root, RESULTS);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${script.replace(/^bench:/, '')}.json`);
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(results), options));
  const page = await renderPerformance(root);
  if (page) writeFileSync(page.path, page.rendered);
  console.log(`Wrote ${relative(root, file)} and ${relative(root, page?.path ?? '')}`);
  if (page && page.problems.length > 0) console.error(page.problems.join('\n'));
}
