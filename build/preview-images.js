// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const { ART_DIR, SHOP_ART, previewPath, previewSvg } = require('../server/http/preview-images.cjs');

/** Emits a preview PNG for every product's art and for the shop's own picture. */
class PreviewImagesPlugin {
  /** @param {{ publicDir: string }} options */
  constructor({ publicDir }) {
    this.publicDir = publicDir;
  }

  apply(/** @type {import('webpack').Compiler} */ compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreviewImagesPlugin', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'PreviewImagesPlugin', stage }, () => {
        // Required here, so a build that never renders (the dev server) never loads the native module.
        const { Resvg } = require('@resvg/resvg-js');
        const arts = fs
          .readdirSync(path.join(this.publicDir, ART_DIR))
          .filter((name) => name.endsWith('.svg'))
          .map((name) => `${ART_DIR}/${name}`);
        for (const art of [...arts, SHOP_ART]) {
          const file = path.join(this.publicDir, art);
          compilation.fileDependencies.add(file);
          const png = new Resvg(previewSvg(fs.readFileSync(file, 'utf8'))).render().asPng();
          compilation.emitAsset(previewPath(art), new sources.RawSource(png), { minimized: true });
        }
      });
    });
  }
}

module.exports = { PreviewImagesPlugin };
