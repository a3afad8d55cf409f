// @ts-check
// Jest has no webpack: an import of `*.script.ts?script` (the query is mapped away in
// jest.config.ts) gets the same text webpack builds, from build/browser-script.js in a child
// process (a transform must be synchronous).
const { createHash } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bundler = path.join(root, 'build/browser-script.js');

/** The project's own modules `file` imports (relative or `@/`), as the bundler would resolve them. */
function importsOf(/** @type {string} */ file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]/g)].flatMap(
    (match) => {
      // A catalogue's part (`en.json?compiled&part=…`) is its file, read whole.
      const specifier = (match[1] ?? '').replace(/\?.*$/, '');
      const base = specifier.startsWith('@/')
        ? path.join(root, 'src', specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.js`, path.join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      return found ? [found] : [];
    },
  );
}

/** The entry and every project module it reaches. */
function moduleGraph(/** @type {string} */ entry) {
  const seen = new Set([entry]);
  for (const file of seen) for (const next of importsOf(file)) seen.add(next);
  return [...seen].sort();
}

module.exports = {
  /** @param {string} _source @param {string} filename */
  process(_source, filename) {
    const expression = execFileSync(process.execPath, [bundler, filename], { encoding: 'utf8' });
    return { code: `module.exports = ${JSON.stringify(expression)};` };
  },

  /**
   * Jest caches by this key: the script's modules (catalogues too), the table of the catalogues'
   * parts, the bundler and the lockfile (webpack's and swc's versions), so a change to any of them
   * builds the script again.
   * @param {string} _source @param {string} filename
   */
  getCacheKey(_source, filename) {
    const hash = createHash('sha256');
    const parts = path.join(root, 'src/shared/i18n/catalogue-parts.json');
    for (const file of [bundler, path.join(root, 'package-lock.json'), parts, ...moduleGraph(filename)]) {
      hash.update(file).update(readFileSync(file));
    }
    return hash.digest('hex');
  },
};
