import { HttpResponse } from 'msw';
import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext, type Upload } from '@/api/http/route';
import { recordStaffAction } from '@/api/staff';
import { uploadedPictureFile, uploadedPictureVersion } from '@/shared/product-pictures';
import { pictureTypeOf, pictureUrl, pictureVersion } from './picture-upload';
import { productInputFrom, productInputOf } from './product-input';
import type { CatalogueRepository, ProductArt, ProductPicture } from './repository';

/** How a product without a picture of its own is drawn on the grid: the shop's own sneaker. */
export const DEFAULT_PRODUCT_ART: ProductArt = {
  img: '/images/hero-sneaker.svg',
  btn: 'Buy Now',
  color: '#FF8811',
  shadow: '#392F5A',
};

const noSuchProduct = (productId: string) => notFound(`No sneaker has the id ${productId}.`);

/** Changes one product and writes its audit line in one transaction; 404 when there is no such product. */
function changeProduct(
  { repos, clock }: Backend,
  staff: StaffContext['staff'],
  productId: string,
  action: string,
  write: (catalogue: CatalogueRepository) => Promise<StaffProduct | null>,
  audited: (product: StaffProduct) => unknown,
): Promise<StaffProduct> {
  return repos.transaction(async (tx) => {
    const before = await tx.catalogue.staffProduct(productId);
    const after = before && (await write(tx.catalogue));
    if (!before || !after) throw noSuchProduct(productId);
    const change = { action, target: productId, before: audited(before), after: audited(after) };
    await recordStaffAction(tx, staff, change, stampOf(clock));
    return after;
  });
}

/** A new product and its audit line, in one transaction. */
function addProduct({ repos, clock }: Backend, staff: StaffContext['staff'], input: ProductInput) {
  return repos.transaction(async (tx) => {
    const added = await tx.catalogue.add(crypto.randomUUID(), input, DEFAULT_PRODUCT_ART);
    const change = { action: 'product.add', target: added._id, before: null, after: productInputOf(added) };
    await recordStaffAction(tx, staff, change, stampOf(clock));
    return added;
  });
}

/**
 * A picture as the shop stores it, and the URL a product's `img` names it by: its variants under a
 * version that says its size and formats (src/shared/product-pictures.ts reads it back), or the
 * one file a backend that cannot resize keeps.
 */
async function storedPicture(
  backend: Backend,
  productId: string,
  upload: Upload | undefined,
): Promise<{ picture: ProductPicture; url: string }> {
  const type = pictureTypeOf(upload);
  const resized = await backend.resizePicture(upload?.bytes ?? new Uint8Array(), type);
  if ('bytes' in resized) {
    const version = await pictureVersion(resized.bytes);
    const file = { name: '', contentType: resized.contentType, bytes: resized.bytes };
    return { picture: { version, files: [file] }, url: pictureUrl(productId, version) };
  }
  const { width, height, variants } = resized;
  const largest = variants.find((variant) => variant.width === width && variant.format === 'webp');
  const hash = await pictureVersion(largest?.bytes ?? new Uint8Array());
  const avif = variants.some((variant) => variant.format === 'avif');
  const version = uploadedPictureVersion(hash, width, height, avif);
  const files = variants.map(({ width: each, format, contentType, bytes }) => ({
    name: uploadedPictureFile(each, format),
    contentType,
    bytes,
  }));
  return {
    picture: { version, files },
    url: pictureUrl(productId, version, uploadedPictureFile(width, 'webp')),
  };
}

/**
 * The staff console's catalogue: every member reads it, owners change it (prices are theirs).
 * Each change and its audit line are one transaction.
 */
export function staffCatalogueRoutes(backend: Backend): ApiRoute[] {
  const { repos } = backend;
  return [
    route({
      method: 'GET',
      path: '/api/staff/products',
      access: 'staff',
      answer: async () => HttpResponse.json({ products: await repos.catalogue.staffProducts() }),
    }),
    route({
      method: 'POST',
      path: '/api/staff/products',
      access: 'owner',
      answer: async ({ body, staff }) => {
        const input = productInputFrom(body);
        const product = await addProduct(backend, staff, input);
        return HttpResponse.json({ product }, { status: 201 });
      },
    }),
    route({
      method: 'PUT',
      path: '/api/staff/products/:productId',
      access: 'owner',
      answer: async ({ body, params, staff }) => {
        const input = productInputFrom(body);
        const write = (catalogue: CatalogueRepository) => catalogue.update(params.productId, input);
        const product = await changeProduct(
          backend,
          staff,
          params.productId,
          'product.update',
          write,
          productInputOf,
        );
        return HttpResponse.json({ product });
      },
    }),
    route({
      method: 'PUT',
      path: '/api/staff/products/:productId/image',
      access: 'owner',
      body: 'image',
      answer: async ({ upload, params, staff }) => {
        const { productId } = params;
        // Checked before the picture is resized: no work for a product that is not there.
        if (!(await repos.catalogue.staffProduct(productId))) throw noSuchProduct(productId);
        const { picture, url } = await storedPicture(backend, productId, upload);
        const write = (catalogue: CatalogueRepository) => catalogue.setPicture(productId, picture, url);
        const product = await changeProduct(backend, staff, productId, 'product.image', write, ({ img }) => ({
          img,
        }));
        return HttpResponse.json({ product });
      },
    }),
  ];
}
