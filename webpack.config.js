// @ts-check
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { MOCK_CHUNK_NAME, MOCK_MODULE, MOCK_LATER_CHUNKS, NameChunkPlugin } = require('./build/mock-chunk');
const { mockShims, ShimPlugin } = require('./build/shims');
const { browserScriptRule, SCRIPT_QUERY } = require('./build/browser-script');
const { catalogueRule } = require('./build/messages');
const { PreviewImagesPlugin } = require('./build/preview-images');
const { FirstScreenEarly } = require('./build/first-screen-early');
const { InlineFavicon, drawingsInStylesheets } = require('./build/svg-inline');
const { InlinePageStyles } = require('./build/page-styles');
const { ProductPicturesPlugin, artVariantMiddleware } = require('./build/product-pictures');
const serverBackendMeta = require('./src/shared/server-backend-meta.json');
const {
  contentSecurityPolicy,
  inlineScriptHashes,
  razorpaySources,
  withPolicyMeta,
} = require('./server/http/content-security-policy.cjs');

/**
 * API_BASE_URL empty (the default) embeds the MSW mock as the shop's backend.
 * Set it (e.g. API_BASE_URL=https://api.example.in npm run build) to talk to a real server;
 * the mock chunk is then never loaded.
 */
const apiBaseUrl = process.env.API_BASE_URL ?? '';
const mockDelayMs = process.env.MOCK_DELAY_MS ?? '400';

/** The shop's languages: one catalogue each (src/shared/i18n/catalogues/<locale>.json). */
const catalogueLocales = require('node:fs')
  .readdirSync(path.resolve(__dirname, 'src/shared/i18n/catalogues'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.basename(file, '.json'));

const reactRouterProduction = (file) =>
  path.resolve(__dirname, 'node_modules/react-router/dist/production', file);

/**
 * An inline script in <head> starts the embedded mock's slow parts while the app's own scripts
 * download and run, on every page but home: it registers the mock's service worker (installing and
 * activating it takes the browser a while, off the main thread; src/mocks/browser.ts's
 * worker.start() then finds it running), and prefetches the mock's chunks (lowest priority, so the
 * app's own scripts come first). Home's largest paint is the hero art, which needs no data: there
 * the mock starts after the first paint (src/index.tsx), because a download competing with the art
 * would delay it, and a worker that takes the page over (MSW's claims it) before the art's `<img>`
 * is rendered makes the browser fetch the art again instead of using its preload
 * (build/first-screen-early.js). What each part gained is in docs/performance.md.
 */
class FetchMockEarly {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.compilation.tap('FetchMockEarly', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FetchMockEarly', (data) => {
        const group = compilation.namedChunkGroups.get(MOCK_CHUNK_NAME);
        if (!group) return data;
        const files = group.chunks.flatMap((chunk) =>
          [...chunk.files].filter((file) => file.endsWith('.js')),
        );
        const hrefs = JSON.stringify(files.map((file) => `${data.publicPath}${file}`));
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { [serverBackendMeta.staticOnlyScript]: true },
            // A page from the Node server carries the meta (src/shared/server-backend-meta.json): it has
            // no mock. The worker's URL is src/mocks/browser.ts's; a browser that refuses it is told
            // why by worker.start(), so a refusal here is left unsaid.
            `if(!document.querySelector('meta[name="${serverBackendMeta.name}"]')&&!/^\\/(hi\\/?)?$/.test(location.pathname)){if('serviceWorker' in navigator)navigator.serviceWorker.register('/mockServiceWorker.js').catch(function(){});${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='prefetch';l.as='script';l.href=h;document.head.appendChild(l)})}`,
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Writes the Content-Security-Policy into index.html as a <meta>, with the hash of every inline
 * script as the page is finally written: after webpack has put the real content hashes into the
 * chunk names the inline script lists (optimization.realContentHash), which changes its text. So a
 * static host serves a page that runs nothing it did not ship. A build for an API on another
 * origin may also fetch from that origin, load the test-mode checkout from it, and run Razorpay's
 * real checkout (the build cannot know which keys that server holds).
 */
class ContentSecurityPolicyMeta {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicyMeta', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
      compilation.hooks.processAssets.tap({ name: 'ContentSecurityPolicyMeta', stage }, () => {
        const page = compilation.getAsset('index.html');
        if (!page) return;
        const html = page.source.source().toString();
        const api = apiBaseUrl ? [new URL(apiBaseUrl).origin] : [];
        const policy = contentSecurityPolicy({
          scriptHashes: inlineScriptHashes(html),
          scriptOrigins: apiBaseUrl ? [...api, ...razorpaySources.script] : [],
          connectOrigins: api,
          frameOrigins: apiBaseUrl ? razorpaySources.frame : [],
        });
        compilation.updateAsset('index.html', new webpack.sources.RawSource(withPolicyMeta(html, policy)));
      });
    });
  }
}

/** A static HTML report of what is in each chunk, next to the build rather than in it. */
function bundleReport() {
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');
  return new BundleAnalyzerPlugin({
    analyzerMode: 'static',
    reportFilename: path.resolve(__dirname, 'bundle-report.html'),
    openAnalyzer: false,
    logLevel: 'warn',
  });
}

/**
 * Fast Refresh for `npm start`: an edited component is swapped in place and keeps its state. Only
 * under the development server (webpack-cli sets WEBPACK_SERVE), so no build carries its runtime.
 */
function reactRefresh() {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  // webpack-dev-server's own overlay already shows build errors.
  return new ReactRefreshPlugin({ overlay: false });
}

/** @type {(env: { analyze?: boolean, WEBPACK_SERVE?: boolean }, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  const refresh = !production && Boolean(env.WEBPACK_SERVE);
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, process.env.OUT_DIR ?? 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      publicPath: '/',
      clean: true,
    },
    // Source maps would publish the whole source next to the shop: production has none unless asked
    // for (SOURCE_MAPS=1, e.g. to profile a build locally).
    devtool: production
      ? process.env.SOURCE_MAPS === '1'
        ? 'source-map'
        : false
      : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // The catalogues are compiled at build time (build/messages.js): the browser needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // react-router's package exports point every bundler at its development build.
        ...(production
          ? {
              'react-router$': reactRouterProduction('index.mjs'),
              'react-router/dom$': reactRouterProduction('dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        browserScriptRule,
        catalogueRule,
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [SCRIPT_QUERY] },
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.svg$/,
          oneOf: [
            drawingsInStylesheets,
            { type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
          ],
        },
      ],
    },
    plugins: [
      new NameChunkPlugin({ module: MOCK_MODULE, name: MOCK_CHUNK_NAME, required: !apiBaseUrl }),
      ...MOCK_LATER_CHUNKS.flatMap(({ name, modules }) =>
        modules.map((module) => new NameChunkPlugin({ module, name, required: !apiBaseUrl })),
      ),
      // The mock's bundle swaps unused modules of msw and @mswjs/data for stand-ins (build/shims/README.md).
      new ShimPlugin(mockShims, { whenChunk: MOCK_CHUNK_NAME }),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(apiBaseUrl),
        'process.env.MOCK_DELAY_MS': JSON.stringify(mockDelayMs),
        'process.env.CATALOGUE_SIZE': JSON.stringify(process.env.CATALOGUE_SIZE ?? ''),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new InlineFavicon({ publicDir: path.resolve(__dirname, 'public') }),
      ...(production ? [new InlinePageStyles()] : []),
      ...(apiBaseUrl ? [] : [new FetchMockEarly()]),
      new FirstScreenEarly({ locales: catalogueLocales }),
      // The development server's modules run through eval (its source maps) and hot updates: no policy.
      ...(production ? [new ContentSecurityPolicyMeta()] : []),
      // Link previews' PNGs of the product art (build/preview-images.js); the development server needs none.
      ...(production ? [new PreviewImagesPlugin({ publicDir: path.resolve(__dirname, 'public') })] : []),
      // The seed art at every width in WebP and AVIF (build/product-pictures.js); the development
      // server draws each as it is asked for (devServer below).
      ...(production ? [new ProductPicturesPlugin({ publicDir: path.resolve(__dirname, 'public') })] : []),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            // A build for a real API registers no mock worker, so it ships none.
            globOptions: { ignore: ['**/index.html', ...(apiBaseUrl ? ['**/mockServiceWorker.js'] : [])] },
            // Already minified upstream; minifying mockServiceWorker.js again breaks its checksum.
            info: { minimized: true },
          },
        ],
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      // `npm run analyze`: required only then, so an ordinary build never loads it.
      ...(env.analyze ? [bundleReport()] : []),
      ...(refresh ? [reactRefresh()] : []),
    ],
    optimization: {
      // CSS stays unminified: it is small, served gzipped, and a CSS minifier would add another
      // native binary to the lockfile.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React itself in a file of its own, beside the other libraries rather than in them: two
          // files of half the size download side by side (six connections per host over HTTP/1.1),
          // which is what a phone on a slow line waits for before the first screen (issue 36;
          // docs/performance.md).
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'framework',
            chunks: 'all',
            priority: 40,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      historyApiFallback: true,
      port: Number(process.env.PORT ?? 3000),
      // The loopback address, which `localhost` names too: the README's http://localhost:3000 and
      // http://127.0.0.1:3000 both reach it, and nothing else on the network does.
      host: '127.0.0.1',
      hot: true,
      setupMiddlewares: (middlewares) => [
        { name: 'product-pictures', middleware: artVariantMiddleware(path.resolve(__dirname, 'public')) },
        ...middlewares,
      ],
      client: {
        overlay: { runtimeErrors: false },
        // The hot-update socket goes to the address the page was opened at: a page at localhost
        // opening a socket to 127.0.0.1 is cross-origin, which the dev server refuses.
        webSocketURL: { hostname: '0.0.0.0' },
      },
    },
  };
};
