// @ts-check
// npm run docs:performance
//
// Renders the figures each bench wrote to docs/results/<name>.json (scripts/bench-results.mjs) into
// docs/performance.md, between `<!-- results: <name> -->` and `<!-- /results: <name> -->`, and
// formats the page with Prettier, so the page shows the latest figures as the benches wrote them and
// no one pastes them. A bench renders the page itself after it writes; `npm run check:docs` fails
// when the page differs from what this would write, or a results file and the page's markers do
// not pair up.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';

/** @typedef {import('./bench-results.mjs').Results} Results */

const PAGE = 'docs/performance.md';
/** Where each bench writes its figures (scripts/bench-results.mjs). */
export const RESULTS = 'docs/results';
const BLOCK = /(<!-- results: ([\w-]+) -->)[\s\S]*?(<!-- \/results: \2 -->)/g;

/** @param {string | number} cell a table cell, kept on one line and off the table's pipes */
const cellText = (cell) =>
  String(cell)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');

/** @param {string[]} columns @param {(string | number)[][]} rows */
function table(columns, rows) {
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.map(cellText).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** @param {Results} results @returns {string} the Markdown that stands between a block's markers */
function renderResults({ measured, checks, tables }) {
  const source = measured.source.startsWith('npm run ') ? `\`${measured.source}\`` : measured.source;
  const parts = [
    `- Run: ${measured.date.slice(0, 10)}, ${source}\n- Machine: ${measured.machine}; node ${measured.node}`,
  ];
  if (checks.length > 0) {
    const verdict = (/** @type {Results['checks'][number]} */ check) =>
      `${check.holds ? '✓ holds' : '✗ missed'}${check.enforced ? '' : ' (printed, not enforced)'}`;
    parts.push(
      table(
        ['budget or target', 'measured', 'verdict'],
        checks.map((check) => [check.name, check.figure, verdict(check)]),
      ),
    );
  }
  for (const { caption, columns, rows } of tables) parts.push(`${caption}:`, table(columns, rows));
  return parts.join('\n\n');
}

/**
 * The page as it is, and as the results would render it; null when the repository has neither
 * results nor a page with results blocks.
 * @param {string} root the repository
 * @returns {Promise<{ path: string, current: string, rendered: string, problems: string[] } | null>}
 */
export async function renderPerformance(root) {
  const path = join(root, PAGE);
  const dir = join(root, RESULTS);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
    : [];
  if (names.length === 0 && !current.includes('<!-- results: ')) return null;

  /** @type {string[]} */
  const problems = [];
  const blocks = new Set();
  const replaced = current.replace(BLOCK, (block, open, name, close) => {
    blocks.add(name);
    if (!names.includes(name)) {
      problems.push(`${PAGE}: a results block for ${RESULTS}/${name}.json, which does not exist`);
      return block;
    }
    /** @type {Results} */
    const results = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
    return `${open}\n\n${renderResults(results)}\n\n${close}`;
  });
  for (const name of names.filter((each) => !blocks.has(each))) {
    problems.push(
      `${PAGE}: no block <!-- results: ${name} --> … <!-- /results: ${name} --> for ${RESULTS}/${name}.json`,
    );
  }
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  const rendered = await prettier.format(replaced, options);
  return { path, current, rendered, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  const page = await renderPerformance(root);
  if (page === null) {
    console.error(`docs:performance: no ${RESULTS}/*.json and no results blocks in ${PAGE}`);
    process.exit(1);
  }
  if (page.problems.length > 0) {
    console.error(page.problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(page.path, page.rendered);
  console.log(
    `docs:performance: ${relative(root, page.path)} ${page.rendered === page.current ? 'unchanged' : 'rendered'}`,
  );
}
