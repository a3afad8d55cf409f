// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { inlineStyles } = require('../server/http/inline-styles.cjs');

/**
 * Writes the shop's own stylesheet into the built index.html, as the Node server writes a rendered
 * screen's into its page (server/http/inline-styles.cjs): on the embedded mock's build, the first
 * paint no longer waits for a stylesheet's connection and round trip, and the app's scripts get
 * that connection (issue 36, docs/performance.md). Production builds only: under `npm start` the
 * linked stylesheet is what the development server updates in place.
 */
class InlinePageStyles {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.compilation.tap('InlinePageStyles', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('InlinePageStyles', (data) => {
        data.html = inlineStyles(data.html, (href) => {
          const asset = compilation.getAsset(href.replace(/^\//, ''));
          return asset ? asset.source.source().toString() : null;
        });
        return data;
      });
    });
  }
}

module.exports = { InlinePageStyles };
