import type { PreparedPage } from '@/server-entry';
import type { PreloadedPicture } from '@/shared/product-pictures';
import { PAGE_DATA_ID } from '@/shared/constants';
import { escapeHtml } from './page-head';
import { lateScripts } from './late-scripts';
import { inlineStyles, type BuiltText } from './inline-styles.cjs';

/** What the server needs of the page renderer's module (src/server-entry.ts, built to dist-server/render/). */
export interface RendererModule {
  /** The page at `url`, its data asked of `answer` (the server's own /api, in process). */
  preparePage(url: string, answer: (request: Request) => Promise<Response>): Promise<PreparedPage | null>;
}

/** The renderer as one server uses it: its data from that server's answerer. */
export type RenderPage = (url: string) => Promise<PreparedPage | null>;

const ROOT = '<div id="root"></div>';

/**
 * Search engines, link previews and chat apps: they get the whole document in one piece. A
 * browser gets the head at once (its stylesheet, script and picture start loading) and the body
 * as soon as it is rendered.
 */
const CRAWLER =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|whatsapp|telegram|slack|discord|linkedin|embedly|pinterest/i;

export const isCrawler = (userAgent: string | undefined) => CRAWLER.test(userAgent ?? '');

/** The preload hint for a page's largest picture, first in <head>: before the script, which must not compete with it. */
function preloadLink({ href, srcSet, sizes, type }: PreloadedPicture): string {
  const attributes = Object.entries({ href, imagesrcset: srcSet, imagesizes: sizes, type })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<link rel="preload" as="image"${attributes} fetchpriority="high">`;
}

/** The stylesheet the build made for a chunk, by the chunk's name; null for a chunk without one. */
export type Stylesheets = (chunk: string) => string | null;

/**
 * The build's chunk stylesheets (`/css/<chunk>.<hash>.css`, webpack.config.js), by chunk name: a
 * rendered page carries its screen's in its head, so it is laid out before any script runs (the
 * chunk's script, loading it later, finds it there and adds no other).
 */
export function chunkStylesheets(files: Iterable<string>): Stylesheets {
  const byChunk = new Map<string, string>();
  for (const path of files) {
    const chunk = /^\/css\/([\w-]+)\.[0-9a-f]+\.css$/.exec(path)?.[1];
    if (chunk) byChunk.set(chunk, path);
  }
  return (chunk) => byChunk.get(chunk) ?? null;
}

/** A rendered page's document in two parts: what can be sent before the markup, and the rest. */
export interface PageParts {
  head: string;
  tail: string;
}

/**
 * The built page with its head (`html`, already given the page's title and tags) split around the
 * app's root: the picture the page shows largest is preloaded early in <head>, its screen's
 * stylesheet follows the shop's, both written into the page (inline-styles.cjs), and the data the
 * markup was rendered from follows it (JSON, never run: the CSP stays as strict), then the app's
 * scripts' late loader (late-scripts.ts). The build's
 * <noscript> notice goes: this page reads without JavaScript.
 */
export function pageParts(
  html: string,
  page: PreparedPage,
  stylesheets: Stylesheets,
  builtText: BuiltText,
): PageParts {
  const at = html.indexOf(ROOT);
  if (at === -1) throw new Error(`the built index.html has no ${ROOT}`);
  const preload = page.largestPicture ? preloadLink(page.largestPicture) : '';
  const styles = page.chunk ? stylesheets(page.chunk) : null;
  const { head, loader } = lateScripts(html.slice(0, at));
  const before = head
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
    // After the viewport's <meta>: the picture's `imagesizes` are read against the phone's width.
    .replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${preload}`)
    .replace(
      /<\/head>/i,
      (end) => `${styles ? `<link href="${escapeHtml(styles)}" rel="stylesheet">` : ''}${end}`,
    );
  return {
    head: `${inlineStyles(before, builtText)}<div id="root">`,
    tail: `</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>${loader}${html.slice(at + ROOT.length)}`,
  };
}
