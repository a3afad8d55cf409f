// @ts-check
// Jest has no webpack: a catalogue imported with `?compiled` (the query is mapped away in
// jest.config.ts) is compiled as webpack compiles it (build/messages.js). Jest reads a .json
// module's transformed text as JSON: the compiled messages are that.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileCatalogue } = require('../build/messages');

/** Jest keeps a transform's output by this key: the catalogue's text and how it is compiled. */
const compiler =
  readFileSync(require.resolve('../build/messages'), 'utf8') + readFileSync(__filename, 'utf8');

module.exports = {
  /** @param {string} source @param {string} filename */
  getCacheKey(source, filename) {
    return createHash('sha256').update(compiler).update(filename).update(source).digest('hex');
  },
  /** @param {string} _source @param {string} filename */
  process(_source, filename) {
    return { code: compileCatalogue(filename) };
  },
};
