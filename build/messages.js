// @ts-check
// The shop's message catalogues (src/shared/i18n/catalogues/<locale>.json, ICU messages by id) are
// compiled at build time by FormatJS's own compiler (`formatjs compile --ast`): the bundle then
// carries each message already parsed, and no ICU parser (about 16 KB gzip) ships to the browser.
// webpack (messages-loader.js) and Jest (jest/messages-transform.js) both call compileCatalogue, so
// tests run the messages that ship.
//
// A catalogue ships in parts (docs/i18n.md, Parts): `en.json?compiled&part=cart` holds only the ids
// whose prefix src/shared/i18n/catalogue-parts.json gives to the part `cart`; an id whose prefix no
// part names is in `core`, the part every page loads. `?compiled` alone is the whole catalogue.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** FormatJS's CLI, from its package (`formatjs` is its bin). */
const formatjs = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin/formatjs');

/** `import messages from './catalogues/hi.json?compiled'` is compiled, a part with `&part=<name>`; a plain JSON import is not. */
const COMPILED_QUERY = /^\?compiled(?:&part=([\w-]+))?$/;

/** The one table of parts: each part's prefixes. */
const PARTS_FILE = path.join(__dirname, '../src/shared/i18n/catalogue-parts.json');

/** The part every page loads, and where an id goes whose prefix no part names. */
const CORE = 'core';

/** @typedef {Record<string, string[]>} PartTable */

/** @returns {PartTable} */
const readParts = () => JSON.parse(readFileSync(PARTS_FILE, 'utf8'));

/**
 * The part `id` belongs to: the one naming its longest prefix (`home.recentlyViewed` beats `home`),
 * or core. A prefix is the id itself or its leading dotted segments.
 * @param {string} id
 * @param {PartTable} parts
 */
function partOf(id, parts) {
  let found = { part: CORE, length: -1 };
  for (const [part, prefixes] of Object.entries(parts)) {
    for (const prefix of prefixes) {
      const matches = id === prefix || id.startsWith(`${prefix}.`);
      if (matches && prefix.length > found.length) found = { part, length: prefix.length };
    }
  }
  return found.part;
}

/**
 * The messages of `messages` that belong to `part`. Throws on a part the table does not name, so a
 * misspelt part fails the build instead of loading nothing.
 * @template T
 * @param {Record<string, T>} messages
 * @param {string} part
 * @param {PartTable} [parts]
 * @returns {Record<string, T>}
 */
function pickPart(messages, part, parts = readParts()) {
  if (part !== CORE && !(part in parts)) throw new Error(`${PARTS_FILE} names no part "${part}"`);
  return Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id, parts) === part));
}

/**
 * The catalogue at `file` as the JSON of its compiled messages (id → AST). Throws, naming the
 * message, on ICU that does not parse: a broken message fails the build, never a page.
 * @param {string} file
 * @returns {string}
 */
function compileCatalogue(file) {
  // Each part of a catalogue compiles it: the CLI runs once per catalogue's text.
  const key = `${file} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
  let compiled = compiledCache.get(key);
  if (compiled === undefined) {
    compiled = runCompiler(file);
    compiledCache.set(key, compiled);
  }
  return compiled;
}

/** @type {Map<string, string>} */
const compiledCache = new Map();

/** @param {string} file */
function runCompiler(file) {
  const compiled = execFileSync(formatjs, ['compile', file, '--ast', '--format', 'simple'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.stringify(JSON.parse(compiled));
}

/**
 * The module a compiled catalogue (or the part `query` names) becomes: JSON.parse of a string
 * parses faster than a literal.
 * @param {string} file
 * @param {string} query the import's query: `?compiled` or `?compiled&part=<name>`
 */
function catalogueModule(file, query) {
  const part = COMPILED_QUERY.exec(query)?.[1];
  const compiled = compileCatalogue(file);
  const text = part === undefined ? compiled : JSON.stringify(pickPart(JSON.parse(compiled), part));
  return `module.exports = JSON.parse(${JSON.stringify(text)});`;
}

/** webpack's rule for catalogue imports, in the shop's and the server renderer's builds. */
const catalogueRule = {
  test: /\.json$/,
  resourceQuery: COMPILED_QUERY,
  type: 'javascript/auto',
  use: path.resolve(__dirname, 'messages-loader.js'),
};

module.exports = {
  CORE,
  PARTS_FILE,
  catalogueModule,
  catalogueRule,
  compileCatalogue,
  partOf,
  pickPart,
  readParts,
};
