// @ts-check
// Jest has no webpack, and no query in a module's path: src/shared/i18n/catalogue-files.ts (each
// part of each catalogue, a chunk of its own in the build) is this module here. Each catalogue is
// compiled whole (jest/messages-transform.js) and split as build/messages.js splits it for webpack,
// so a screen rendered in a test has only its own parts' words, as in the browser.
const { pickPart, readParts } = require('../build/messages');
const english = require('../src/shared/i18n/catalogues/en.json');
const hindi = require('../src/shared/i18n/catalogues/hi.json');

const table = readParts();

/** @param {Record<string, import('react-intl').MessageFormatElement[]>} catalogue */
const partsOf = (catalogue) =>
  Object.fromEntries(
    Object.keys(table).map((part) => [
      part,
      () => Promise.resolve({ default: pickPart(catalogue, part, table) }),
    ]),
  );

/** @type {typeof import('../src/shared/i18n/catalogue-files')} */
module.exports = {
  englishCore: pickPart(english, 'core', table),
  partFiles: /** @type {any} */ ({ en: partsOf(english), hi: partsOf(hindi) }),
};
