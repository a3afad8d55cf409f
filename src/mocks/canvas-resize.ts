import { PRODUCT_PICTURE_SIZE, type PictureVariant, type ResizedPicture } from '@/api/backend';
import { badRequest } from '@/api/http/http-error';
import { variantWidths } from '@/shared/product-pictures';

const QUALITY = 0.82;

const heightAt = (bitmap: ImageBitmap, width: number) =>
  Math.max(1, Math.round((bitmap.height * width) / bitmap.width));

/** `bitmap` drawn `width` pixels wide, as the canvas writes `type`. */
async function drawn(bitmap: ImageBitmap, width: number, type: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, heightAt(bitmap, width));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type, quality: QUALITY });
}

const webpVariant = async (blob: Blob, width: number): Promise<PictureVariant> => ({
  width,
  format: 'webp',
  contentType: 'image/webp',
  bytes: new Uint8Array(await blob.arrayBuffer()),
});

/**
 * What the server's sharp does, with the page's own decoder: at most PRODUCT_PICTURE_SIZE pixels a
 * side (never enlarged), at each picture width up to its own in WebP. A canvas writes no AVIF, so
 * the mock offers none; a browser whose canvas writes no WebP either keeps one PNG.
 */
export async function resizeWithCanvas(bytes: Uint8Array, type: string): Promise<ResizedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type }));
  } catch {
    throw badRequest('The picture cannot be read: it is damaged, or not the image its type says.');
  }
  try {
    const scale = Math.min(1, PRODUCT_PICTURE_SIZE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const largest = await drawn(bitmap, width, 'image/webp');
    if (largest.type !== 'image/webp') {
      return { bytes: new Uint8Array(await largest.arrayBuffer()), contentType: largest.type };
    }
    const smaller = variantWidths(width).slice(0, -1);
    const variants = await Promise.all(
      smaller.map(async (each) => webpVariant(await drawn(bitmap, each, 'image/webp'), each)),
    );
    return {
      width,
      height: heightAt(bitmap, width),
      variants: [...variants, await webpVariant(largest, width)],
    };
  } finally {
    bitmap.close();
  }
}
