/**
 * A server-rendered page carries its stylesheets in <style> elements instead of linking them: a
 * linked stylesheet blocks the first paint for one more connection and round trip, on a phone the
 * longest wait after the page's first byte. The policy allows <style> elements (style-src
 * 'unsafe-inline', for notistack), and each keeps its address in `data-href`, where
 * mini-css-extract-plugin's loader looks before it links a chunk's stylesheet, so hydrating the
 * screen adds no second copy. A built stylesheet's url() paths are absolute (webpack's publicPath
 * is '/'), so they mean the same in the page.
 */

const LINKED_STYLESHEET = /<link href="(\/css\/[^"]+\.css)" rel="stylesheet">/g;

/** A built file's text by its address; null for a file the build does not have. */
export type BuiltText = (href: string) => string | null;

/** `head` with each of the build's linked stylesheets written into it. */
export function inlineStyles(head: string, text: BuiltText): string {
  return head.replace(LINKED_STYLESHEET, (link, href: string) => {
    const css = text(href);
    // A stylesheet that could close the element early stays linked.
    return css === null || /<\/style/i.test(css) ? link : `<style data-href="${href}">${css}</style>`;
  });
}
