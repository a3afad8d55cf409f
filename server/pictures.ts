import sharp, { type Sharp } from 'sharp';
import { HttpError, PRODUCT_PICTURE_SIZE, type PictureVariant, type ResizedPicture } from '@/api';
import { ENCODER_OPTIONS } from '@/shared/picture-files.cjs';
import { variantWidths, type PictureFormat } from '@/shared/product-pictures';

/**
 * The decoder stops here: a small file can declare a huge image (a decompression bomb), and a
 * product picture never needs more than a good camera's.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const encode = (image: Sharp, format: PictureFormat) =>
  (format === 'avif' ? image.avif(ENCODER_OPTIONS.avif) : image.webp(ENCODER_OPTIONS.webp)).toBuffer();

async function variant(upright: Sharp, width: number, format: PictureFormat): Promise<PictureVariant> {
  const bytes = await encode(upright.clone().resize({ width }), format);
  return { width, format, contentType: `image/${format}`, bytes: new Uint8Array(bytes) };
}

const total = (variants: readonly PictureVariant[]) =>
  variants.reduce((sum, { bytes }) => sum + bytes.length, 0);

/**
 * A staff upload as the shop stores it: turned upright (EXIF orientation), at most
 * PRODUCT_PICTURE_SIZE pixels a side (never enlarged), its metadata (location, camera) dropped,
 * at each picture width up to its own in WebP, and in AVIF too when AVIF comes out smaller over
 * all widths. A file sharp cannot read is a readable 400, not a 500.
 */
export async function resizeWithSharp(bytes: Uint8Array): Promise<ResizedPicture> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PRODUCT_PICTURE_SIZE, PRODUCT_PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const widths = variantWidths(info.width);
    const webp = await Promise.all(widths.map((width) => variant(upright, width, 'webp')));
    const avif = await Promise.all(widths.map((width) => variant(upright, width, 'avif')));
    const variants = total(avif) < total(webp) ? [...webp, ...avif] : webp;
    return { width: info.width, height: info.height, variants };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `The picture cannot be read (${reason.split('\n')[0]}).`);
  }
}
