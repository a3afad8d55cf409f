import sharp from 'sharp';
import { HttpError, PRODUCT_PICTURE_SIZE, type ResizedPicture } from '@/api';

/**
 * The decoder stops here: a small file can declare a huge image (a decompression bomb), and a
 * product picture never needs more than a good camera's.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A staff upload as the shop stores it: turned upright (EXIF orientation), at most
 * PRODUCT_PICTURE_SIZE pixels a side (never enlarged), WebP, with its metadata (location,
 * camera) dropped. A file sharp cannot read is a readable 400, not a 500.
 */
export async function resizeWithSharp(bytes: Uint8Array): Promise<ResizedPicture> {
  try {
    const resized = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PRODUCT_PICTURE_SIZE, PRODUCT_PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: new Uint8Array(resized), contentType: 'image/webp' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `The picture cannot be read (${reason.split('\n')[0]}).`);
  }
}
