import { PRODUCT_IMAGE_TYPES } from '@/shared/catalogue';
import { HttpError, badRequest } from '@/api/http/http-error';
import type { Upload } from '@/api/http/route';

export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

/** How each accepted format's file starts; WebP is a RIFF file whose form is WEBP (bytes 8–11). */
const SIGNATURES: Record<ProductImageType, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/webp': (bytes) =>
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export const UNSUPPORTED_PICTURE =
  'A product picture must be a PNG, JPEG or WebP image (SVG is not accepted).';

/**
 * The upload's format, when it is one the shop takes: its Content-Type says PNG, JPEG or WebP
 * (else 415), and its first bytes agree (else 400). An SVG can carry script, so it is refused
 * whatever it is called.
 */
export function pictureTypeOf(upload: Upload | undefined): ProductImageType {
  const declared = (upload?.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const type = PRODUCT_IMAGE_TYPES.find((accepted) => accepted === declared);
  if (!type) throw new HttpError(415, UNSUPPORTED_PICTURE);
  const bytes = upload?.bytes ?? new Uint8Array();
  if (bytes.length === 0) throw badRequest('The picture is empty: send the image file as the request body.');
  if (!SIGNATURES[type](bytes)) {
    throw badRequest(
      `The file is not a ${type.slice('image/'.length).toUpperCase()} image, as its Content-Type says.`,
    );
  }
  return type;
}

/** A short hash of the stored picture: its URL's version, so each URL's answer never changes. */
export async function pictureVersion(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where a product's picture is served, at its version: one of its files (src/shared/product-pictures.ts
 * reads the URL back), or the one file of an upload from before variants.
 */
export const pictureUrl = (productId: string, version: string, file = '') =>
  `/api/products/${encodeURIComponent(productId)}/image/${version}${file ? `/${file}` : ''}`;
