import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import webpack from 'webpack';
import { responsivePicture, srcSetCandidates } from '../src/shared/product-pictures';
import { ProductPicturesPlugin } from './product-pictures';
import { runCompiler } from './run-compiler';

/** A real webpack compile of an empty entry, with a public folder that holds one piece of seed art. */
let project: string;
const ART = '/images/sneakers/test-art.svg';

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'product-pictures-'));
  mkdirSync(path.join(project, 'public/images/sneakers'), { recursive: true });
  writeFileSync(path.join(project, 'entry.js'), '');
  writeFileSync(
    path.join(project, `public${ART}`),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><circle cx="200" cy="150" r="120" fill="#FF8811"/></svg>',
  );
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

function compile() {
  const compiler = webpack({
    mode: 'none',
    context: project,
    entry: './entry.js',
    output: { path: path.join(project, 'dist') },
    plugins: [new ProductPicturesPlugin({ publicDir: path.join(project, 'public') })],
  });
  return runCompiler(compiler);
}

it('writes every file the pages name for the seed art, each in its format at its width', async () => {
  const stats = await compile();
  expect(stats.compilation.errors).toEqual([]);
  const picture = responsivePicture(ART, 'zoom');
  const listed = [
    { type: 'image/webp', srcSet: picture.srcSet ?? '' },
    ...picture.sources.map(({ type, srcSet }) => ({ type, srcSet })),
  ].flatMap(({ type, srcSet }) => srcSetCandidates(srcSet).map((candidate) => ({ ...candidate, type })));
  expect(listed.length).toBeGreaterThan(2);
  for (const { url, type, width } of listed) {
    const made = await sharp(readFileSync(path.join(project, 'dist', url))).metadata();
    const format = made.format === 'heif' ? 'image/avif' : `image/${made.format}`;
    expect({ url, format, width: made.width, height: made.height }).toEqual({
      url,
      format: type,
      width,
      height: (width * 3) / 4,
    });
  }
});
