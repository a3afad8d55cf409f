// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const firstScreens = require('../src/shared/first-screens.json');
const serverBackendMeta = require('../src/shared/server-backend-meta.json');

/**
 * The chunk of a catalogue part in a language (src/shared/i18n/catalogue-files.ts names them so);
 * English's core is in the main chunk, so it has none.
 * @param {string} locale
 * @param {string} part
 */
const partChunk = (locale, part) =>
  part === 'core'
    ? `messages-${locale}`
    : `messages-${locale}-${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The inline script's text: for the first screen the address names (src/shared/first-screens.json),
 * a preload of its chunk's files, of its words in the page's language and of its largest picture,
 * so they download beside the app's own scripts instead of after them (docs/performance.md, issue
 * 36). Only screens whose largest picture the address alone names (home's hero art) are in the
 * table: the list's and a product page's wait for the mock's answer anyway, and preloading their
 * chunks measured slower (the preloads took the connections the app's scripts and the mock's
 * needed). The picture is asked for first; the scripts at low priority, as the app's own are, so they
 * do not take the connections (six per host over HTTP/1.1) before the app's. A page from the Node server carries the meta of src/shared/server-backend-meta.json and has
 * its content already: it loads its scripts late, and this does nothing there. On `/`, a browser
 * whose language cookie (LANGUAGE_COOKIE, src/shared/i18n/locales.ts) says Hindi is sent to `/hi`
 * by the app: its words are not guessed.
 * @param {{ path: string, files: string[], words: Record<string, string[]>, picture?: string }[]} table
 */
const firstScreenScript = (table) =>
  `(function(d,p){if(d.querySelector('meta[name="${serverBackendMeta.name}"]'))return;` +
  `var h=/^\\/hi(?=\\/|$)/.test(p),l=h?'hi':'en',a=(p.slice(h?3:0)||'/').replace(/(.)\\/$/,'$1');` +
  `var k=a==='/'&&!h&&/(^|;\\s*)lang=(?!en)/.test(d.cookie);` +
  `function add(u,as,f){var e=d.createElement('link');e.rel='preload';e.as=as;e.href=u;if(f)e.setAttribute('fetchpriority',f);d.head.appendChild(e)}` +
  `${JSON.stringify(table)}.forEach(function(t){if(!new RegExp(t.path).test(a))return;` +
  `if(t.picture)add(t.picture,'image','high');` +
  `t.files.concat(k?[]:t.words[l]||[]).forEach(function(u){/\\.css$/.test(u)?add(u,'style'):add(u,'script','low')})})` +
  `})(document,location.pathname)`;

/** Adds that script to the built index.html's head, after the policy and before the app's scripts. */
class FirstScreenEarly {
  /** @param {{ locales: readonly string[] }} options */
  constructor({ locales }) {
    this.locales = locales;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.compilation.tap('FirstScreenEarly', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenEarly', (data) => {
        const entry = new Set(
          [...(compilation.entrypoints.get('main')?.chunks ?? [])].flatMap((chunk) => [...chunk.files]),
        );
        /** The files of a chunk group that the entry has not loaded already. */
        const filesOf = (/** @type {string} */ name) =>
          (compilation.namedChunkGroups.get(name)?.chunks ?? [])
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => /\.(js|css)$/.test(file) && !entry.has(file))
            .map((file) => `${data.publicPath}${file}`);
        const table = Object.entries(firstScreens)
          .filter(([, screen]) => 'picture' in screen)
          .map(([chunk, screen]) => ({
            path: screen.path,
            files: filesOf(chunk),
            words: Object.fromEntries(
              this.locales.map((locale) => [
                locale,
                ['core', ...screen.parts].flatMap((part) => filesOf(partChunk(locale, part))),
              ]),
            ),
            ...('picture' in screen ? { picture: screen.picture } : {}),
          }));
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { [serverBackendMeta.staticOnlyScript]: true },
            firstScreenScript(table),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { FirstScreenEarly, firstScreenScript };
