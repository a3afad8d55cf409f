// @ts-check
const path = require('node:path');
const webpack = require('webpack');
const { browserScriptRule, SCRIPT_QUERY } = require('./build/browser-script');
const { catalogueRule } = require('./build/messages');

/**
 * The Node server (server/main.ts) as one file: `npm run build` writes dist-server/server.js (and
 * dist-server/staff-add.js and dist-server/seed-orders.js, the commands `npm run staff:add` and
 * `npm run seed:orders` run) and `npm run serve` runs it. Packages stay in node_modules and are required at run time (PGlite
 * loads its WASM from beside its own files); jose alone is bundled, because it is ESM-only and
 * this output is CommonJS.
 */
const bundled = new Set(['jose']);

/** @type {import('webpack').Configuration} */
const server = {
  name: 'server',
  mode: 'production',
  target: 'node20',
  // The server, and the commands on its database: add a staff member (`npm run staff:add`) and
  // fill it with generated orders (`npm run seed:orders`).
  entry: {
    server: './server/main.ts',
    'staff-add': './server/staff-add.ts',
    'seed-orders': './server/seed-orders.ts',
  },
  output: {
    path: path.resolve(__dirname, 'dist-server'),
    filename: '[name].js',
    chunkFilename: '[name].js',
    // The page renderer is the other build's (below).
    clean: { keep: /^render\// },
    // Always written, so its time is the build's: the server tests compare it with the sources'.
    compareBeforeEmit: false,
  },
  devtool: false,
  // `npm test` builds the server first (pretest): with nothing changed that is a cache read. webpack
  // checks every file it read, the config and its loaders, so a stale bundle is never reused.
  cache: {
    type: 'filesystem',
    cacheDirectory: path.resolve(__dirname, '.cache/webpack'),
    buildDependencies: { config: [__filename] },
  },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: { '@': path.resolve(__dirname, 'src') },
  },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      const bare =
        request && !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@/');
      const name = request?.startsWith('@')
        ? request.split('/').slice(0, 2).join('/')
        : request?.split('/')[0];
      if (bare && name && !bundled.has(name)) return callback(undefined, `commonjs ${request}`);
      return callback();
    },
  ],
  module: {
    rules: [
      browserScriptRule,
      catalogueRule,
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        resourceQuery: { not: [SCRIPT_QUERY] },
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      },
    ],
  },
  // Readable stack traces in the server's logs matter more than a few kilobytes.
  optimization: { minimize: false },
  performance: { hints: false },
};

/**
 * The shop's pages rendered on the server (src/server-entry.ts): the app itself, React and its
 * packages bundled for Node in one file, dist-server/render/render.js, which the server loads
 * at start. Stylesheets are left out (the browser's build links them); a picture imported by a
 * module gets the same hashed name as in the browser's build, so the markup points at its file.
 */
const renderer = {
  ...server,
  name: 'renderer',
  entry: { render: './src/server-entry.ts' },
  output: {
    path: path.resolve(__dirname, 'dist-server/render'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
    compareBeforeEmit: false,
  },
  resolve: { ...server.resolve, extensions: ['.tsx', '.ts', '.js', '.json'] },
  // The server's own packages stay in node_modules; React and the app's are bundled with the app.
  externals: [
    ({ request }, callback) => {
      const serverOnly =
        request && /^(sharp|pg|@electric-sql\/pglite|pg-boss|nodemailer)(\/|$)/.test(request);
      return serverOnly ? callback(undefined, `commonjs ${request}`) : callback();
    },
  ],
  module: {
    rules: [
      catalogueRule,
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      },
      { test: /\.css$/, type: 'asset/source', generator: { emit: false } },
      {
        test: /\.svg$/,
        type: 'asset/resource',
        generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false },
      },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      'process.env.API_BASE_URL': JSON.stringify(''),
      'process.env.MOCK_DELAY_MS': JSON.stringify('0'),
      'process.env.CATALOGUE_SIZE': JSON.stringify(''),
      'process.env.NODE_ENV': JSON.stringify('production'),
    }),
    // One file: a page's lazy screens are loaded before it renders, from the same bundle.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
};

module.exports = [server, renderer];
