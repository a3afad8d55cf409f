// @ts-check
// The docs check: in README.md and docs/*.md every relative link resolves (a file or folder, and a
// `#anchor` to a heading of the target Markdown file, slugged as GitHub does), and every npm script
// the docs name exists in package.json. `npm run <script>` counts anywhere; `npm <word>` only in code
// (a fenced block or an inline span), where it must be npm's own command or a script npm runs so.
// Every repository path in an inline code span (`src/api/clock.ts`, `server/http/app.ts`: a word
// starting with one of PATH_ROOTS) exists, unless it is a pattern (`*`, `<resource>`, `{a,b}`, `…`)
// or git-ignored (a build's output). And docs/architecture.md (the section ROUTES_HEADING, a list
// or a table) lists exactly the routes src/api/*/*routes.ts declare, each under its folder.
// No table row is longer than MAX_TABLE_ROW characters (a longer one is a list or a page of its
// own). docs/performance.md is what scripts/render-performance.mjs renders from docs/results/. The
// README maps every feature and resource folder and names every script (scripts/check-readme.mjs).
// docs/architecture.md lists the resources' layers as scripts/resource-layers.cjs holds them.
// Usage: npm run check:docs [-- <root>]   (CI runs it; <root> defaults to the repository)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { checkReadme } from './check-readme.mjs';
import { checkResourceLayers } from './check-resource-layers.mjs';
import { renderPerformance } from './render-performance.mjs';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));

/** npm's own commands that the docs may name as `npm <command>`. */
const npmCommands = new Set([
  'ci',
  'install',
  'i',
  'exec',
  'help',
  'init',
  'ls',
  'outdated',
  'pack',
  'run',
  'start',
  'stop',
  'test',
  'restart',
  'uninstall',
  'update',
  'version',
  'view',
]);

/** Where the repository paths the docs name start. */
const PATH_ROOTS = ['src', 'server', 'scripts', 'build', 'e2e', 'jest', '__tests__'];
/** A path holding one of these is a pattern or a placeholder, not a file: it is not checked. */
const PATTERN = /[*<>{}[\]$…]/;
/** The section of docs/architecture.md whose table lists every route, by resource folder. */
const ROUTES_HEADING = 'The backend: resources and their routes';
const HTTP_METHODS = 'GET|POST|PUT|DELETE|PATCH|HEAD';
/** The longest table row, in characters, that still reads as a row. */
const MAX_TABLE_ROW = 300;

/** @param {string} text @returns {string} the text with fenced code blocks blanked (lines kept). */
const withoutFences = (text) =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));

/** @param {string} text @returns {string[]} the fenced code blocks' contents. */
const fences = (text) =>
  [...text.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[^\n]*$/gm)].map((m) => m[2] ?? '');

/** @param {string} text @returns {string[]} inline code spans outside fenced blocks. */
const inlineCode = (text) =>
  [...withoutFences(text).matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((m) => m[2] ?? '');

/**
 * GitHub's heading anchors: lower case, drop what is not a letter, digit, space, `-` or `_`, spaces
 * to `-`; a repeated slug gets `-1`, `-2`…
 * @param {string} markdown
 * @returns {Set<string>}
 */
const anchorsOf = (markdown) => {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading = ''] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*~]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

/** @param {string} markdown @returns {{ target: string, line: number }[]} */
const linksOf = (markdown) => {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => span.replace(/./g, ' '));
  /** @type {{ target: string, line: number }[]} */
  const links = [];
  const lineOf = (/** @type {number} */ index) => prose.slice(0, index).split('\n').length;
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: m[1] ?? '', line: lineOf(m.index) });
  }
  for (const m of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: m[1] ?? '', line: lineOf(m.index) });
  }
  return links;
};

/** @param {string} markdown @returns {string[]} the scripts named, each once. */
const scriptsNamedIn = (markdown) => {
  const names = new Set();
  for (const m of markdown.matchAll(/\bnpm run ([\w:.-]*\w)/g)) names.add(m[1]);
  for (const code of [...fences(markdown), ...inlineCode(markdown)]) {
    for (const m of code.matchAll(/\bnpm ([a-z][\w:.-]*\w|[a-z])(?=\s|$|[;&|)`])/gm)) {
      if (m[1] !== 'run' && !npmCommands.has(m[1] ?? '')) names.add(m[1]);
    }
  }
  return [...names];
};

/** @param {string} text @param {number} index @returns {number} the 1-based line of `index`. */
const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Git-ignored paths at the root (`dist/`, `e2e/report/`): what a build or a run writes, which a
 * clean checkout lacks. Plain entries only; a pattern with wildcards is not needed here.
 * @returns {string[]}
 */
const ignoredPaths = () => {
  const file = join(root, '.gitignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^[#!]/.test(line) && !/[*?[\]]/.test(line))
    .map((line) => line.replace(/^\/+|\/+$/g, ''));
};

/**
 * The repository paths named in inline code spans: each word of a span that starts with one of
 * PATH_ROOTS, without what may follow a path (`:12`, `#anchor`, `?script`) or wrap it in prose.
 * @param {string} markdown
 * @returns {{ path: string, line: number }[]}
 */
const pathsNamedIn = (markdown) => {
  const prose = withoutFences(markdown);
  const roots = new RegExp(`^(?:${PATH_ROOTS.join('|')})/`);
  /** @type {{ path: string, line: number }[]} */
  const found = [];
  for (const m of prose.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    for (const word of (m[2] ?? '').split(/\s+/)) {
      // `$(scripts/x.sh start)`, `(src/a.ts,`, `./src/a.ts:12`, `src/x.script.ts?script`
      const bare = word.replace(/^(?:\$\(|[("'=])+/, '').replace(/^\.\//, '');
      if (!roots.test(bare) || PATTERN.test(bare)) continue;
      const path = bare
        .replace(/[#?].*$/, '')
        .replace(/[)"',;:.]+$/, '')
        .replace(/(?::\d+)+$/, '');
      found.push({ path, line: lineAt(prose, m.index) });
    }
  }
  return found;
};

/**
 * The routes src/api/<resource>/*routes.ts declare, as `METHOD /path` → the folder that declares it. A path
 * written as a constant (`path: TEST_CHECKOUT_SCRIPT_PATH`) is resolved from the constants of
 * src/api that hold an /api path; one it cannot resolve is a problem of its own.
 * @param {string[]} problems
 * @returns {Map<string, string> | null} null when there is no src/api with routes
 */
const declaredRoutes = (problems) => {
  const api = join(root, 'src/api');
  if (!existsSync(api)) return null;
  /** @type {string[]} */
  const sources = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) sources.push(path);
    }
  };
  walk(api);
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const source of sources) {
    for (const m of readFileSync(source, 'utf8').matchAll(/\bconst ([A-Za-z_$][\w$]*) = '(\/api\/[^']*)'/g)) {
      constants.set(m[1] ?? '', m[2] ?? '');
    }
  }
  // src/api/<resource>/routes.ts, and a resource's other route files (orders/payment-routes.ts).
  const routeFiles = sources.filter(
    (source) => dirname(dirname(source)) === api && /^(?:[\w-]+-)?routes\.ts$/.test(basename(source)),
  );
  if (routeFiles.length === 0) return null;
  /** @type {Map<string, string>} */
  const declared = new Map();
  const routeRecord = new RegExp(
    `method:\\s*'(${HTTP_METHODS})',\\s*path:\\s*(?:'([^']*)'|([A-Za-z_$][\\w$]*))`,
    'g',
  );
  for (const file of routeFiles) {
    const text = readFileSync(file, 'utf8');
    const folder = `src/api/${basename(dirname(file))}/`;
    for (const m of text.matchAll(routeRecord)) {
      const path = m[2] ?? constants.get(m[3] ?? '');
      if (path === undefined) {
        problems.push(
          `${relative(root, file)}:${lineAt(text, m.index)}: the path ${m[3]} is neither a literal nor a constant holding an /api path`,
        );
        continue;
      }
      declared.set(`${m[1]} ${path}`, folder);
    }
  }
  return declared;
};

/**
 * The entries of a section: each list item or table row with the lines that continue it, as
 * `{ text, line }` (line: where the entry starts, 1-based). A blank line or a paragraph ends one.
 * @param {string[]} lines
 * @returns {{ text: string, line: number }[]}
 */
const entriesOf = (lines) => {
  /** @type {{ text: string, line: number }[]} */
  const entries = [];
  /** @type {{ text: string, line: number } | null} */
  let entry = null;
  lines.forEach((text, index) => {
    if (/^\s{0,3}(?:[-*+]|\d+\.)\s|^\s*\|/.test(text)) {
      entry = { text, line: index + 1 };
      entries.push(entry);
    } else if (entry && /^\s+\S/.test(text)) entry.text += `\n${text}`;
    else entry = null;
  });
  return entries;
};

/**
 * docs/architecture.md's routes (the section ROUTES_HEADING) against the routes declared: each
 * list item or table row names its folder (`src/api/<resource>/`) first and that folder's routes
 * as `METHOD /api/…` spans.
 * @param {Map<string, string>} declared
 * @param {string[]} problems
 */
const checkRoutesListed = (declared, problems) => {
  const doc = 'docs/architecture.md';
  const path = join(root, doc);
  const lines = existsSync(path) ? withoutFences(readFileSync(path, 'utf8')).split('\n') : [];
  const headingOf = (/** @type {string} */ line) => /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
  const start = lines.findIndex((line) => headingOf(line)?.[2] === ROUTES_HEADING);
  if (start === -1) {
    problems.push(`${doc}: no section "${ROUTES_HEADING}" listing the routes src/api declares`);
    return;
  }
  const level = headingOf(lines[start] ?? '')?.[1]?.length ?? 2;
  const end = lines.findIndex((line, index) => index > start && (headingOf(line)?.[1]?.length ?? 7) <= level);
  const section = lines
    .slice(0, end === -1 ? lines.length : end)
    .map((line, index) => (index > start ? line : ''));
  const listed = new Set();
  for (const { text, line } of entriesOf(section)) {
    const folder = /`(src\/api\/[\w-]+\/)/.exec(text)?.[1];
    for (const m of text.matchAll(new RegExp(`\`(${HTTP_METHODS}) (/api/[^\`\\s]*)\``, 'g'))) {
      const route = `${m[1]} ${m[2]}`;
      listed.add(route);
      const declaredIn = declared.get(route);
      if (declaredIn === undefined) {
        problems.push(`${doc}:${line}: \`${route}\` is listed, but no src/api/*/*routes.ts declares it`);
      } else if (folder !== declaredIn) {
        problems.push(
          `${doc}:${line}: \`${route}\` is listed under ${folder ?? 'no folder'}, but ${declaredIn} declares it`,
        );
      }
    }
  }
  for (const [route, folder] of declared) {
    if (!listed.has(route))
      problems.push(`${doc}: the routes listed lack \`${route}\`, which ${folder} declares`);
  }
};

const docs = [
  'README.md',
  ...(existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : []),
];
const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {});

/** @type {string[]} */
const problems = [];
const ignored = ignoredPaths();
for (const doc of docs) {
  const path = join(root, doc);
  const markdown = readFileSync(path, 'utf8');

  for (const { target, line } of linksOf(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [file = '', anchor] = target.split('#');
    const targetPath = file === '' ? path : resolve(dirname(path), decodeURIComponent(file));
    if (!existsSync(targetPath)) {
      problems.push(`${doc}:${line}: ${target} — no such file`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(targetPath).isDirectory() || !targetPath.endsWith('.md')) {
      problems.push(`${doc}:${line}: ${target} — an anchor into something that is not Markdown`);
      continue;
    }
    if (!anchorsOf(readFileSync(targetPath, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())) {
      problems.push(`${doc}:${line}: ${target} — ${relative(root, targetPath)} has no heading #${anchor}`);
    }
  }

  for (const name of scriptsNamedIn(markdown)) {
    if (!scripts.includes(name)) problems.push(`${doc}: names \`npm run ${name}\`, which package.json lacks`);
  }

  withoutFences(markdown)
    .split('\n')
    .forEach((row, index) => {
      const length = [...row].length;
      if (row.trimStart().startsWith('|') && length > MAX_TABLE_ROW)
        problems.push(`${doc}:${index + 1}: a table row of ${length} characters (at most ${MAX_TABLE_ROW})`);
    });

  for (const { path: named, line } of pathsNamedIn(markdown)) {
    if (ignored.some((entry) => named === entry || named.startsWith(`${entry}/`))) continue;
    if (!existsSync(join(root, named)))
      problems.push(`${doc}:${line}: \`${named}\` — no such file or folder`);
  }
}

const declared = declaredRoutes(problems);
if (declared) checkRoutesListed(declared, problems);

checkReadme(root, problems);
checkResourceLayers(root, problems);

const performance = await renderPerformance(root);
if (performance) {
  problems.push(...performance.problems);
  if (performance.rendered !== performance.current) {
    problems.push(
      `${relative(root, performance.path)}: differs from what \`npm run docs:performance\` renders from docs/results/ (run it; commit both)`,
    );
  }
}

if (problems.length > 0) {
  console.error(`The docs check found ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `The docs check passed: ${docs.length} files, links, npm scripts, repository paths, table rows` +
      (declared ? `, the ${declared.size} routes of docs/architecture.md` : '') +
      (performance ? ', the figures of docs/performance.md.' : '.'),
  );
}
