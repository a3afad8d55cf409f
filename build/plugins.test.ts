import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { NameChunkPlugin } from './mock-chunk';
import { runCompiler } from './run-compiler';
import { ShimPlugin, type Shim } from './shims';

/**
 * A real webpack compile of a tiny project: an entry that may import() a "mock" module, which
 * requires a package that requires its own helper — the helper is what a shim replaces.
 */
let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'build-plugins-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  write('node_modules/pkg/index.js', "module.exports = require('./helper').value;");
  write('node_modules/pkg/helper.js', "module.exports = { value: 'the real helper' };");
  write('shims/helper.js', "module.exports = { value: 'the shim' };");
  write('mock.js', "module.exports = require('pkg');");
  write('with-mock.js', "import('./mock').then((value) => console.log(value));");
  write('without-mock.js', "console.log('no mock');");
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const helperShim: Shim = { file: 'helper.js', request: /^\.\/helper$/, importedFrom: 'pkg' };
const renamedShim: Shim = { file: 'helper.js', request: /^\.\/renamed-helper$/, importedFrom: 'pkg' };

function compile(entry: string, shims: Shim[]) {
  const compiler = webpack({
    mode: 'none',
    context: project,
    entry: `./${entry}`,
    output: { path: path.join(project, 'dist'), chunkFilename: '[name].chunk.js' },
    plugins: [
      new NameChunkPlugin({ module: path.join(project, 'mock.js'), name: 'the-mock', required: false }),
      new ShimPlugin(shims, { dir: path.join(project, 'shims'), whenChunk: 'the-mock' }),
    ],
  });
  return runCompiler(compiler);
}

const errors = (stats: webpack.Stats) => stats.compilation.errors.map((error) => error.message);
const output = () =>
  readdirSync(path.join(project, 'dist'))
    .map((file) => readFileSync(path.join(project, 'dist', file), 'utf8'))
    .join('\n');

describe('ShimPlugin', () => {
  it('swaps the shim in for the module its package imports', async () => {
    const stats = await compile('with-mock.js', [helperShim]);
    expect(errors(stats)).toEqual([]);
    expect(output()).toContain('the shim');
    expect(output()).not.toContain('the real helper');
  });

  it('fails the build, naming the shim, when a rule matches nothing in a build with the mock', async () => {
    const stats = await compile('with-mock.js', [helperShim, renamedShim]);
    expect(stats.hasErrors()).toBe(true);
    expect(errors(stats)).toEqual([expect.stringContaining('Shim helper.js replaced nothing')]);
    expect(errors(stats)[0]).toContain(String(renamedShim.request));
  });

  it('checks nothing in a build without the mock chunk', async () => {
    const stats = await compile('without-mock.js', [helperShim, renamedShim]);
    expect(errors(stats)).toEqual([]);
  });
});

describe('NameChunkPlugin', () => {
  it('names the chunk of an import() of the module, with no comment in the source', async () => {
    const stats = await compile('with-mock.js', [helperShim]);
    expect([...stats.compilation.namedChunkGroups.keys()]).toContain('the-mock');
    expect(readdirSync(path.join(project, 'dist'))).toContain('the-mock.chunk.js');
  });

  it('fails a build that needs the chunk when nothing imports the module', async () => {
    const compiler = webpack({
      mode: 'none',
      context: project,
      entry: './without-mock.js',
      output: { path: path.join(project, 'dist') },
      plugins: [
        new NameChunkPlugin({ module: path.join(project, 'mock.js'), name: 'the-mock', required: true }),
      ],
    });
    const stats = await new Promise<webpack.Stats | undefined>((resolve) =>
      compiler.run((_error, result) => compiler.close(() => resolve(result))),
    );
    expect(stats && errors(stats)).toEqual([expect.stringContaining('there is no the-mock chunk')]);
  });
});
