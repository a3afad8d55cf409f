// @ts-check
const path = require('node:path');

/**
 * @typedef {object} Shim
 * @property {string} file the stand-in, in build/shims/
 * @property {RegExp} request what the importers inside the package write (an import or require specifier)
 * @property {string} importedFrom the folder under node_modules whose files import it
 */

/**
 * The modules of msw and @mswjs/data that the embedded mock never uses, and their small stand-ins
 * (build/shims/README.md says why each is safe). Only webpack swaps them: Jest and Node run the real ones.
 * @type {Shim[]}
 */
const mockShims = [
  { file: 'msw-cookie-store.mjs', request: /^\.\.\/cookieStore\.mjs$/, importedFrom: 'msw/lib/core/utils' },
  {
    file: 'mswjs-data-no-generated-handlers.js',
    request: /^\.\/model\/generate(Rest|GraphQL)Handlers$/,
    importedFrom: '@mswjs/data',
  },
  { file: 'mswjs-data-lodash.js', request: /^lodash$/, importedFrom: '@mswjs/data' },
  { file: 'mswjs-data-date-fns.js', request: /^date-fns$/, importedFrom: '@mswjs/data' },
  { file: 'mswjs-data-debug.js', request: /^debug$/, importedFrom: '@mswjs/data' },
  { file: 'mswjs-data-md5.js', request: /^md5$/, importedFrom: '@mswjs/data' },
];

const SHIMS_DIR = path.join(__dirname, 'shims');

/** @param {string} folder @param {string} importedFrom */
const isInside = (folder, importedFrom) =>
  `${folder.split(path.sep).join('/')}/`.includes(`/node_modules/${importedFrom}/`);

/**
 * Swaps each shim in for what its package imports, and fails the build when a shim replaced
 * nothing: an upgrade that renames or moves the replaced module would otherwise ship the full
 * module again without a word. Only a compilation that has the chunk named `whenChunk` is checked,
 * so a build without the mock (API_BASE_URL set) passes.
 */
class ShimPlugin {
  /** @param {Shim[]} shims @param {{ dir?: string, whenChunk: string }} options */
  constructor(shims, { dir = SHIMS_DIR, whenChunk }) {
    this.shims = shims;
    this.dir = dir;
    this.whenChunk = whenChunk;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    // Counted for the compiler's life, not per compilation: a watch rebuild reuses the modules it
    // resolved before and does not ask again.
    const replaced = new Map(this.shims.map((shim) => [shim, 0]));
    compiler.hooks.normalModuleFactory.tap('ShimPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ShimPlugin', (resolveData) => {
        const shim = this.shims.find(
          ({ request, importedFrom }) =>
            request.test(resolveData.request) && isInside(resolveData.context, importedFrom),
        );
        if (!shim) return;
        resolveData.request = path.join(this.dir, shim.file);
        replaced.set(shim, (replaced.get(shim) ?? 0) + 1);
      });
    });
    compiler.hooks.thisCompilation.tap('ShimPlugin', (compilation) => {
      compilation.hooks.afterChunks.tap('ShimPlugin', () => {
        if (!compilation.namedChunkGroups.has(this.whenChunk)) return;
        for (const [shim, count] of replaced) {
          if (count > 0) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `Shim ${shim.file} replaced nothing: no file in node_modules/${shim.importedFrom} imports ${String(shim.request)} any more. ` +
                'Check what the upgraded package imports now and update build/shims.js (see build/shims/README.md).',
            ),
          );
        }
      });
    });
  }
}

module.exports = { mockShims, ShimPlugin, SHIMS_DIR };
