import { HttpResponse } from 'msw';
import type { ProductInput, StaffProduct } from '@/shared/staff';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { notFound } from '@/api/http/http-error';
import { route, type ApiRoute } from '@/api/http/route';
import { recordStaffAction } from '@/api/staff/audit';
import { pictureTypeOf, pictureUrl, pictureVersion } from './picture-upload';
import { productInputFrom } from './product-input';
import type { ProductArt } from './repository';

/** How a product without a picture of its own is drawn on the grid: the shop's own sneaker. */
export const DEFAULT_PRODUCT_ART: ProductArt = {
  img: '/images/hero-sneaker.svg',
  btn: 'Buy Now',
  color: '#FF8811',
  shadow: '#392F5A',
};

/** What staff's input changes of a product, as the audit log keeps it. */
const editable = ({ title, text, brand, category = [], price, mrp, countryOfOrigin, published }: StaffProduct): ProductInput => ({
  title,
  text,
  brand,
  category,
  price,
  mrp,
  countryOfOrigin,
  published,
});

const noSuchProduct = (productId: string) => notFound(`No sneaker has the id ${productId}.`);

/**
 * The staff console's catalogue: every member reads it, owners change it (prices are theirs).
 * Each change and its audit line are one transaction.
 */
export function staffCatalogueRoutes({ repos, clock, resizePicture }: Backend): ApiRoute[] {
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
        const product = await repos.transaction(async (tx) => {
          const added = await tx.catalogue.add(crypto.randomUUID(), input, DEFAULT_PRODUCT_ART);
          const change = { action: 'product.add', target: added._id, before: null, after: input };
          await recordStaffAction(tx, staff, change, stampOf(clock));
          return added;
        });
        return HttpResponse.json({ product }, { status: 201 });
      },
    }),
    route({
      method: 'PUT',
      path: '/api/staff/products/:productId',
      access: 'owner',
      answer: async ({ body, params, staff }) => {
        const input = productInputFrom(body);
        const product = await repos.transaction(async (tx) => {
          const before = await tx.catalogue.staffProduct(params.productId);
          if (!before) throw noSuchProduct(params.productId);
          const updated = await tx.catalogue.update(params.productId, input);
          if (!updated) throw noSuchProduct(params.productId);
          const change = { action: 'product.update', target: updated._id, before: editable(before), after: input };
          await recordStaffAction(tx, staff, change, stampOf(clock));
          return updated;
        });
        return HttpResponse.json({ product });
      },
    }),
    route({
      method: 'PUT',
      path: '/api/staff/products/:productId/image',
      access: 'owner',
      body: 'image',
      answer: async ({ upload, params, staff }) => {
        const type = pictureTypeOf(upload);
        if (!(await repos.catalogue.staffProduct(params.productId))) throw noSuchProduct(params.productId);
        const resized = await resizePicture(upload?.bytes ?? new Uint8Array(), type);
        const picture = { ...resized, version: await pictureVersion(resized.bytes) };
        const url = pictureUrl(params.productId, picture.version);
        const product = await repos.transaction(async (tx) => {
          const before = await tx.catalogue.staffProduct(params.productId);
          const updated = await tx.catalogue.setPicture(params.productId, picture, url);
          if (!before || !updated) throw noSuchProduct(params.productId);
          const change = { action: 'product.image', target: updated._id, before: { img: before.img }, after: { img: url } };
          await recordStaffAction(tx, staff, change, stampOf(clock));
          return updated;
        });
        return HttpResponse.json({ product });
      },
    }),
  ];
}
