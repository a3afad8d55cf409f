// @ts-check
// The docs check: in README.md and docs/*.md every relative link resolves (a file or folder, and a
// `#anchor` to a heading of the target Markdown file, slugged as GitHub does), and every npm script
// the docs name exists in package.json. `npm run <script>` counts anywhere; `npm <word>` only in code
// (a fenced block or an inline span), where it must be npm's own command or a script npm runs so.
// Usage: npm run check:docs [-- <root>]   (CI runs it; <root> defaults to the repository)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

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
}

if (problems.length > 0) {
  console.error(`The docs check found ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`The docs check passed: ${docs.length} files, links and npm scripts.`);
}
