// @ts-check
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { catalogueRule } = require('./messages');

/**
 * A browser script written as TypeScript modules (an entry named `*.script.ts`), bundled by webpack
 * on its own into one classic script: what a page runs from a <script> of its own, such as the
 * test-mode checkout.js the mock serves. `import source from './x.script.ts?script'` gives its
 * text: one JavaScript expression whose value is the entry's exports, so the code that serves it
 * decides how to call it.
 *
 * webpack builds it through `browserScriptRule` (the shop and the server); Jest through
 * jest/browser-script-transform.js, which runs this file in a child process. Both get the same text.
 */

/** The variable the bundle assigns its exports to, local to the expression. */
const EXPORTS = 'browserScriptExports';

/** The import query that asks for the bundled text instead of the module. */
const SCRIPT_QUERY = /^\?script$/;

/**
 * @param {string} entry absolute path of the script's entry
 * @returns {Promise<{ expression: string, files: string[] }>} the text, and every file it was built from
 */
function bundleBrowserScript(entry) {
  const out = mkdtempSync(path.join(tmpdir(), 'browser-script-'));
  const compiler = webpack({
    name: 'browser-script',
    mode: 'production',
    target: ['web', 'es2022'],
    context: path.dirname(entry),
    entry,
    devtool: false,
    output: { path: out, filename: 'script.js', library: { type: 'var', name: EXPORTS }, iife: true },
    resolve: { extensions: ['.ts', '.js'], alias: { '@': path.resolve(__dirname, '../src') } },
    resolveLoader: { modules: [path.resolve(__dirname, '../node_modules')] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
        // A script's words come from the shop's catalogues, compiled as the shop's are.
        catalogueRule,
      ],
    },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        try {
          if (error) throw error;
          if (!stats) throw new Error(`webpack gave no result for ${entry}`);
          if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
          const bundle = readFileSync(path.join(out, 'script.js'), 'utf8');
          resolve({
            expression: `(function () {\n${bundle}\nreturn ${EXPORTS};\n})()`,
            files: [...stats.compilation.fileDependencies].filter((file) => !file.includes('node_modules')),
          });
        } catch (failure) {
          reject(failure);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      });
    });
  });
}

/** For the shop's and the server's webpack configs: `*.script.ts?script` is the bundled text. */
const browserScriptRule = {
  test: /\.script\.ts$/,
  resourceQuery: SCRIPT_QUERY,
  type: 'asset/source',
  use: path.join(__dirname, 'browser-script-loader.js'),
};

module.exports = { bundleBrowserScript, browserScriptRule, SCRIPT_QUERY };

// `node build/browser-script.js entry.script.ts` prints the text (Jest's transform runs it so).
if (require.main === module) {
  const entry = process.argv[2];
  if (!entry) throw new Error('usage: node build/browser-script.js path/to/entry.script.ts');
  bundleBrowserScript(path.resolve(entry)).then(
    ({ expression }) => process.stdout.write(expression),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
