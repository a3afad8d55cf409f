// @ts-check
// The shop's message catalogues (src/shared/i18n/catalogues/<locale>.json, ICU messages by id) are
// compiled at build time by FormatJS's own compiler (`formatjs compile --ast`): the bundle then
// carries each message already parsed, and no ICU parser (about 16 KB gzip) ships to the browser.
// webpack (messages-loader.js) and Jest (jest/messages-transform.js) both call compileCatalogue, so
// tests run the messages that ship.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** FormatJS's CLI, from its package (`formatjs` is its bin). */
const formatjs = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin/formatjs');

/** `import messages from './catalogues/hi.json?compiled'` is compiled; a plain JSON import is not. */
const COMPILED_QUERY = /^\?compiled$/;

/**
 * The catalogue at `file` as the JSON of its compiled messages (id → AST). Throws, naming the
 * message, on ICU that does not parse: a broken message fails the build, never a page.
 * @param {string} file
 * @returns {string}
 */
function compileCatalogue(file) {
  const compiled = execFileSync(formatjs, ['compile', file, '--ast', '--format', 'simple'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.stringify(JSON.parse(compiled));
}

/** The module a compiled catalogue becomes: JSON.parse of a string parses faster than a literal. */
const catalogueModule = (/** @type {string} */ file) =>
  `module.exports = JSON.parse(${JSON.stringify(compileCatalogue(file))});`;

/** webpack's rule for catalogue imports, in the shop's and the server renderer's builds. */
const catalogueRule = {
  test: /\.json$/,
  resourceQuery: COMPILED_QUERY,
  type: 'javascript/auto',
  use: path.resolve(__dirname, 'messages-loader.js'),
};

module.exports = { catalogueModule, catalogueRule, compileCatalogue };
