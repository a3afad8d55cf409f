// @ts-check
const path = require('node:path');

/** The embedded mock's chunk: its file names start with it, and the build looks it up by it. */
const MOCK_CHUNK_NAME = 'mock-server';

/** The module the shop imports at run time to start the mock (src/index.tsx). */
const MOCK_MODULE = path.resolve(__dirname, '../src/mocks/browser.ts');

/**
 * What the mock imports with import() later, each group into one chunk of its own, never in a
 * shopper's first load. Their names start with the mock's, so `npm run check:api-build` finds
 * them too. The staff console's: its routes (src/api/routes.ts), the check of a staff token
 * (src/api/http/handle.ts) and the canvas that resizes a product picture
 * (src/mocks/product-pictures.ts), at the console's first call. The orders': the routes from
 * placing an order on (src/api/routes.ts), at the first such request. The stores': those of orders
 * and what follows them (src/api/later-memory-repositories.ts), at the first call of any. An
 * order's moves (src/api/orders/expiry.ts): at the first unpaid order to expire on a read, when
 * the orders' routes have not brought them already. The snapshot's migrations
 * (src/mocks/persistence/saved-snapshot.ts): only when a tab finds an older format saved.
 */
const MOCK_LATER_CHUNKS = [
  {
    name: `${MOCK_CHUNK_NAME}-staff`,
    modules: [
      '../src/api/staff-api-routes.ts',
      '../src/api/staff/authenticate.ts',
      '../src/mocks/canvas-resize.ts',
    ],
  },
  { name: `${MOCK_CHUNK_NAME}-orders`, modules: ['../src/api/order-api-routes.ts'] },
  { name: `${MOCK_CHUNK_NAME}-stores`, modules: ['../src/api/later-memory-repositories.ts'] },
  { name: `${MOCK_CHUNK_NAME}-moves`, modules: ['../src/api/orders/move-order.ts'] },
  { name: `${MOCK_CHUNK_NAME}-migrations`, modules: ['../src/mocks/persistence/migrations.ts'] },
].map(({ name, modules }) => ({ name, modules: modules.map((file) => path.resolve(__dirname, file)) }));

/**
 * Names the chunk of every `import()` of `module` — the one place the mock chunk's name is
 * written, instead of a webpackChunkName comment in the source. With `required`, a build in which
 * nothing imports the module fails: the mock would otherwise ship under a number, unchecked.
 */
class NameChunkPlugin {
  /** @param {{ module: string, name: string, required: boolean }} options */
  constructor({ module, name, required }) {
    this.module = module;
    this.name = name;
    this.required = required;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.thisCompilation.tap('NameChunkPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NameChunkPlugin', (modules) => {
        let named = 0;
        for (const importer of modules) {
          for (const block of importer.blocks) {
            const imports = block.dependencies.some(
              (dependency) =>
                compilation.moduleGraph.getModule(dependency)?.nameForCondition() === this.module,
            );
            if (!imports || !(block instanceof compiler.webpack.AsyncDependenciesBlock)) continue;
            block.chunkName = this.name;
            named += 1;
          }
        }
        if (named === 0 && this.required) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `Nothing imports ${path.relative(process.cwd(), this.module)} with import(), so there is no ${this.name} chunk.`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { MOCK_CHUNK_NAME, MOCK_MODULE, MOCK_LATER_CHUNKS, NameChunkPlugin };
