import { PRODUCT_PICTURE_SIZE, type ResizedPicture } from '@/api/backend';
import { badRequest } from '@/api/http/http-error';

/**
 * What the server's sharp does, with the page's own decoder: at most PRODUCT_PICTURE_SIZE pixels a
 * side (never enlarged), WebP where the browser can write it (else PNG, which every canvas writes).
 */
export async function resizeWithCanvas(bytes: Uint8Array, type: string): Promise<ResizedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type }));
  } catch {
    throw badRequest('The picture cannot be read: it is damaged, or not the image its type says.');
  }
  const scale = Math.min(1, PRODUCT_PICTURE_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(bitmap.width * scale)),
    Math.max(1, Math.round(bitmap.height * scale)),
  );
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: blob.type };
}
