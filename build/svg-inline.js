// @ts-check
// Small SVG drawings written into what names them, as `data:` URLs, instead of fetched on their own.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** An SVG drawing as a `data:` URL, written out rather than in base64, which would be a third longer. */
const svgDataUrl = (/** @type {Buffer} */ content) =>
  `data:image/svg+xml,${encodeURIComponent(content.toString('utf8').trim())}`;

/** The icon link as public/index.html writes it. */
const ICON_HREF = 'href="/favicon.svg"';

/**
 * Writes the tab's icon (public/favicon.svg, a few hundred bytes) into the built page as a `data:`
 * URL, which the policy's img-src allows: fetched on its own, it shared a phone's slow line with
 * the first screen's scripts (issue 36, docs/performance.md). The template keeps the plain link,
 * so it stays a page that works as it is; the file is still copied for anyone asking for it.
 */
class InlineFavicon {
  /** @param {{ publicDir: string }} options */
  constructor({ publicDir }) {
    this.file = path.join(publicDir, 'favicon.svg');
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.compilation.tap('InlineFavicon', (compilation) => {
      compilation.fileDependencies.add(this.file);
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('InlineFavicon', (data) => {
        if (!data.html.includes(ICON_HREF)) {
          compilation.errors.push(new Error(`InlineFavicon: the page has no ${ICON_HREF}`));
          return data;
        }
        data.html = data.html.replace(ICON_HREF, `href="${svgDataUrl(readFileSync(this.file))}"`);
        return data;
      });
    });
  }
}

/**
 * The module rule for a drawing a stylesheet names (the footer's icons): written into the stylesheet
 * as a `data:` URL, since a request of its own would share a phone's slow line with the first
 * screen (issue 36). For a `oneOf` ahead of the rule that emits the other SVGs as files.
 * @type {import('webpack').RuleSetRule}
 */
const drawingsInStylesheets = { issuer: /\.css$/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } };

module.exports = { InlineFavicon, drawingsInStylesheets };
