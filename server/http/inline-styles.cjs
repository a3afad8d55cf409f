// @ts-check
/**
 * A page carries the build's stylesheets in <style> elements instead of linking them: a linked
 * stylesheet blocks the first paint for one more connection and round trip, on a phone the longest
 * wait after the page's first byte. The build writes the shop's own stylesheet into index.html
 * (build/page-styles.js); the server writes a rendered screen's into its page (rendered-page.ts).
 * The policy allows <style> elements (style-src 'unsafe-inline', for notistack), and each keeps its
 * address in `data-href`, where mini-css-extract-plugin's loader looks before it links a chunk's
 * stylesheet, so hydrating the screen adds no second copy. A built stylesheet's url() paths are
 * absolute (webpack's publicPath is '/') or data: URLs, so they mean the same in the page.
 */

const LINKED_STYLESHEET = /<link href="(\/css\/[^"]+\.css)" rel="stylesheet">/g;

/**
 * `head` with each of the build's linked stylesheets written into it.
 * @param {string} head
 * @param {(href: string) => string | null} text a built file's text by its address; null for a file the build does not have
 * @returns {string}
 */
function inlineStyles(head, text) {
  return head.replace(LINKED_STYLESHEET, (link, /** @type {string} */ href) => {
    const css = text(href);
    // A stylesheet that could close the element early stays linked.
    return css === null || /<\/style/i.test(css) ? link : `<style data-href="${href}">${css}</style>`;
  });
}

module.exports = { inlineStyles };
