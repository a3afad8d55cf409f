import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InlinePageStyles } from './page-styles';
import { runCompiler } from './run-compiler';
import { InlineFavicon, drawingsInStylesheets } from './svg-inline';

/**
 * A real webpack compile of a tiny page: a template that links the tab's icon and a built
 * stylesheet, an entry whose styles draw an icon from an SVG file. What the built page and the
 * styles then carry. (css-loader trips over a throwing getter of webpack's Module under Jest, so a
 * stand-in loader turns the styles' url() into the import css-loader would make of it.)
 */
let project: string;

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>';
const PAGE = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'build-page-parts-'));
  write('public/favicon.svg', `${FAVICON}\n`);
  write(
    'public/index.html',
    PAGE(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link href="/css/shop.css" rel="stylesheet">',
    ),
  );
  write('src/icon.svg', ICON);
  write('src/shop.css', ".badge { mask-image: url('./icon.svg'); color: teal; }");
  write('src/index.js', "import styles from './shop.css'; console.log(styles);");
  write(
    'css-urls-loader.js',
    "module.exports = (css) => `export default ${JSON.stringify(css)}.replace('ICON', require(${JSON.stringify(/url\\('([^']+)'\\)/.exec(css)[1])}));`;",
  );
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const SHOP_CSS = '.shop { color: teal; }';
/** The stylesheet the template links, as mini-css-extract-plugin would emit it. */
const emitStylesheet = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap('EmitStylesheet', () => {
        compilation.emitAsset('css/shop.css', new webpack.sources.RawSource(SHOP_CSS));
      });
    });
  },
};

function compile() {
  const compiler = webpack({
    mode: 'none',
    context: project,
    entry: './src/index.js',
    output: { path: path.join(project, 'dist'), publicPath: '/' },
    module: {
      rules: [
        { test: /\.css$/, use: [path.join(project, 'css-urls-loader.js')] },
        { test: /\.svg$/, oneOf: [drawingsInStylesheets, { type: 'asset/resource' }] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(project, 'public/index.html'), inject: false }),
      new InlineFavicon({ publicDir: path.join(project, 'public') }),
      new InlinePageStyles(),
      emitStylesheet,
    ],
  });
  return runCompiler(compiler);
}

const built = (file: string) => readFileSync(path.join(project, 'dist', file), 'utf8');
const dataUrlOf = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

describe('the built page', () => {
  it("carries the tab's icon as a data: URL instead of linking the file", async () => {
    const stats = await compile();
    expect(stats.compilation.errors).toEqual([]);
    expect(built('index.html')).toContain(
      `<link rel="icon" href="${dataUrlOf(FAVICON)}" type="image/svg+xml"`,
    );
    expect(built('index.html')).not.toContain('/favicon.svg');
  });

  it('carries its stylesheet written in, under the address it was linked by', async () => {
    await compile();
    const page = built('index.html');
    expect(page).toContain(`<style data-href="/css/shop.css">${SHOP_CSS}</style>`);
    expect(page).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  it('has the drawings a stylesheet names written into it, and emits no file for them', async () => {
    const stats = await compile();
    expect(built('main.js')).toContain(dataUrlOf(ICON));
    expect(Object.keys(stats.compilation.assets).filter((file) => file.endsWith('.svg'))).toEqual([]);
  });

  it('fails the build when the template links no icon to write in', async () => {
    write('public/index.html', PAGE(''));
    const stats = await compile();
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('the page has no href="/favicon.svg"'),
    ]);
  });
});
