// @ts-check
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { ART_DIR } = require('../server/http/preview-images.cjs');
const { ENCODER_OPTIONS, PICTURE_WIDTHS, artVariantPath } = require('../src/shared/picture-files.cjs');

/** @typedef {'webp' | 'avif'} Format */
const FORMATS = /** @type {const} */ (['webp', 'avif']);

/**
 * Made variants are kept here by the hash of what made them, so a build redraws only changed art
 * (making every width of the 70 seed pictures takes tens of seconds on two cores; reading them back, none).
 */
const CACHE_DIR = path.resolve(__dirname, '../.cache/product-pictures');
// sharp's package.json is not among its exports: read beside its main module (lib/index.js).
const sharpPackage = path.join(path.dirname(require.resolve('sharp')), '../package.json');
const ENCODER_VERSION = JSON.stringify({
  ENCODER_OPTIONS,
  sharp: JSON.parse(fs.readFileSync(sharpPackage, 'utf8')).version,
});

/**
 * The seed art's SVG drawn `width` pixels wide in `format`.
 * @param {Buffer} svg
 * @param {number} width
 * @param {Format} format
 * @returns {Promise<Buffer>}
 */
async function renderArt(svg, width, format) {
  const key = crypto.createHash('sha256').update(ENCODER_VERSION).update(svg).digest('hex').slice(0, 32);
  const cached = path.join(CACHE_DIR, `${key}-${width}.${format}`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  // Required here, so a configuration that renders nothing never loads the native module.
  const sharp = require('sharp');
  // The art is drawn for 400 pixels at 72 dpi; a larger density draws it sharp at `width`.
  const density = Math.max(1, Math.ceil((72 * width) / 400));
  const drawn = sharp(svg, { density }).resize(width);
  const bytes = await (
    format === 'avif' ? drawn.avif(ENCODER_OPTIONS.avif) : drawn.webp(ENCODER_OPTIONS.webp)
  ).toBuffer();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(cached, bytes);
  return bytes;
}

/** Every variant of one art file: `[path, bytes]`, the path relative to the public folder. */
async function artVariants(/** @type {string} */ publicDir, /** @type {string} */ art) {
  const svg = fs.readFileSync(path.join(publicDir, art));
  const made = [];
  for (const width of PICTURE_WIDTHS) {
    for (const format of FORMATS) {
      made.push(/** @type {const} */ ([artVariantPath(art, width, format), width, format]));
    }
  }
  return Promise.all(
    made.map(async ([file, width, format]) => ({
      file,
      width,
      format,
      bytes: await renderArt(svg, width, format),
    })),
  );
}

/** The seed art's SVG files, relative to the public folder. */
const seedArt = (/** @type {string} */ publicDir) =>
  fs
    .readdirSync(path.join(publicDir, ART_DIR))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${ART_DIR}/${name}`);

/**
 * Emits every seed picture at every width in WebP and AVIF beside its SVG
 * (images/sneakers/<id>-<width>.<format>), as src/shared/product-pictures.ts names them. A build
 * where some AVIF is not smaller than its WebP says so: the shop offers AVIF for all seed art.
 */
class ProductPicturesPlugin {
  /** @param {{ publicDir: string }} options */
  constructor({ publicDir }) {
    this.publicDir = publicDir;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ProductPicturesPlugin', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'ProductPicturesPlugin', stage }, async () => {
        const larger = [];
        for (const art of seedArt(this.publicDir)) {
          compilation.fileDependencies.add(path.join(this.publicDir, art));
          const variants = await artVariants(this.publicDir, art);
          for (const { file, bytes } of variants) {
            compilation.emitAsset(file, new sources.RawSource(bytes), { minimized: true });
          }
          const size = (/** @type {number} */ width, /** @type {Format} */ format) =>
            variants.find((variant) => variant.width === width && variant.format === format)?.bytes.length ??
            0;
          larger.push(
            ...PICTURE_WIDTHS.filter((w) => size(w, 'avif') >= size(w, 'webp')).map((w) => `${art} at ${w}`),
          );
        }
        if (larger.length > 0) {
          compilation.warnings.push(
            new WebpackError(`AVIF is not smaller than WebP for ${larger.join(', ')}`),
          );
        }
      });
    });
  }
}

const VARIANT_URL = new RegExp(`^/${ART_DIR}/([\\w-]+)-(\\d+)\\.(webp|avif)$`);

/**
 * For `npm start`: the development server draws a seed picture's variant when it is asked for, so
 * it starts as fast as before and shows the same markup as the build.
 * @param {string} publicDir
 * @returns {(request: { path: string }, response: import('node:http').ServerResponse, next: (error?: unknown) => void) => void}
 */
function artVariantMiddleware(publicDir) {
  return (request, response, next) => {
    const [, name, width, format] = VARIANT_URL.exec(request.path) ?? [];
    const svg = name && path.join(publicDir, ART_DIR, `${name}.svg`);
    if (!svg || !fs.existsSync(svg) || !PICTURE_WIDTHS.includes(Number(width))) return next();
    renderArt(fs.readFileSync(svg), Number(width), /** @type {Format} */ (format)).then(
      (bytes) => response.writeHead(200, { 'content-type': `image/${format}` }).end(bytes),
      next,
    );
  };
}

module.exports = { ProductPicturesPlugin, artVariantMiddleware };
