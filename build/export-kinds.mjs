// @ts-check
// Prints what each asked-for export of each module is (typeof), as Node loads the module.
// Usage: node build/export-kinds.mjs '[{"file":"/abs/module.mjs","paths":["cookieStore","cookieStore.getCookies"]}]'
// build/shims.test.ts runs it in a child process: Jest's CommonJS runtime cannot import msw's .mjs files.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** @param {string} file @returns {Promise<unknown>} */
const load = (file) =>
  file.endsWith('.mjs') ? import(pathToFileURL(file).href) : Promise.resolve(require(file));

/** @type {{ file: string, paths: string[] }[]} */
const queries = JSON.parse(process.argv[2] ?? '[]');
const answers = await Promise.all(
  queries.map(async ({ file, paths }) => {
    const exports = await load(file);
    /** @type {Record<string, string>} */
    const kinds = {};
    for (const dotted of paths) {
      /** @type {unknown} */
      let value = exports;
      // '' asks for the module itself.
      for (const key of dotted ? dotted.split('.') : []) {
        const container = (typeof value === 'object' && value !== null) || typeof value === 'function';
        value = container ? /** @type {Record<string, unknown>} */ (value)[key] : undefined;
      }
      kinds[dotted] = typeof value;
    }
    return kinds;
  }),
);
process.stdout.write(JSON.stringify(answers));
