// @ts-check
// The catalogue check (issue 37): the shop's message catalogues (src/shared/i18n/catalogues/<locale>.json)
// hold the same ids, every message compiles (FormatJS's own compiler, as the build runs it), and a
// message's arguments and tags are the same in every language (a Hindi message without `{count}`
// would show no count). Run by `npm run lint`. It also lists the id prefixes in the core part, the
// one every page loads (docs/i18n.md, Parts), marking those no line of catalogue-parts.json names:
// each should be named there (in core, or in the part of the screens that use it).
// Usage: npm run check:messages [-- <catalogue folder>]
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { CORE, compileCatalogue, partOf, readParts } = require('../build/messages.js');

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '../src/shared/i18n/catalogues'));

/**
 * The names a message's text depends on: its arguments (`{count}`) and tags (`<b>…</b>`), nested ones too.
 * @param {unknown} elements compiled elements (the AST of `formatjs compile --ast`)
 * @param {Set<string>} names
 */
function namesIn(elements, names = new Set()) {
  if (!Array.isArray(elements)) return names;
  for (const element of elements) {
    // Literal (0) and `#` (7) carry no name; every other kind names an argument or a tag.
    if (element.type !== 0 && element.type !== 7)
      names.add(`${element.type === 8 ? '<' : '{'}${element.value}`);
    if (element.children) namesIn(element.children, names);
    for (const option of Object.values(element.options ?? {})) namesIn(option.value, names);
  }
  return names;
}

/**
 * Problems with the catalogues in `dir`, as sentences; none when they agree.
 * @param {string} dir
 */
export function checkCatalogues(dir) {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, Record<string, unknown>>} */
  const compiled = new Map();
  for (const file of files) {
    try {
      compiled.set(basename(file, '.json'), JSON.parse(compileCatalogue(join(dir, file))));
    } catch (error) {
      problems.push(
        `${file} does not compile: ${String(error instanceof Error && 'stderr' in error ? error.stderr : error).trim()}`,
      );
    }
  }
  const ids = new Set([...compiled.values()].flatMap((messages) => Object.keys(messages)));
  for (const id of [...ids].sort()) {
    const lacking = [...compiled].filter(([, messages]) => !(id in messages)).map(([locale]) => locale);
    if (lacking.length > 0) {
      problems.push(`"${id}" is missing from ${lacking.map((locale) => `${locale}.json`).join(', ')}`);
      continue;
    }
    const shapes = [...compiled].map(([locale, messages]) => [
      locale,
      [...namesIn(messages[id])].sort().join(' '),
    ]);
    if (new Set(shapes.map(([, shape]) => shape)).size > 1) {
      problems.push(
        `"${id}" has other arguments or tags in ${shapes.map(([l, s]) => `${l} (${s || 'none'})`).join(' and ')}`,
      );
    }
  }
  // Each catalogue's own text, read as written: the same id twice in one file is a mistake JSON forgives.
  for (const file of files) {
    const written = [...readFileSync(join(dir, file), 'utf8').matchAll(/^\s*"([^"]+)":/gm)].map(
      ([, id]) => id,
    );
    const twice = written.filter((id, at) => written.indexOf(id) !== at);
    if (twice.length > 0) problems.push(`${file} has ${twice.map((id) => `"${id}"`).join(', ')} twice`);
  }
  if (compiled.size < 2 && problems.length === 0) problems.push(`${dir} has fewer than two catalogues`);
  return problems;
}

/**
 * The prefixes (first segment of an id) of the English catalogue in `dir` whose ids go to the core
 * part: those the table names in core, and those it names nowhere (in core by default).
 * @param {string} dir
 */
export function corePrefixes(dir) {
  const parts = readParts();
  const ids = Object.keys(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')));
  const inCore = [
    ...new Set(ids.filter((id) => partOf(id, parts) === CORE).map((id) => id.replace(/\..*/, ''))),
  ];
  const named = new Set(Object.values(parts).flat());
  return {
    named: inCore.filter((prefix) => named.has(prefix)).sort(),
    unnamed: inCore.filter((prefix) => !named.has(prefix)).sort(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkCatalogues(folder);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✓ check:messages passed: the catalogues in ${folder} agree`);
  const { named, unnamed } = corePrefixes(folder);
  console.log(`  in the core part (every first load): ${named.join(', ') || 'none'}`);
  if (unnamed.length > 0) {
    console.log(
      `  also in core, as src/shared/i18n/catalogue-parts.json names them nowhere: ${unnamed.join(', ')}` +
        ` (name each in the part of the screens that use it, or in "core")`,
    );
  }
}
