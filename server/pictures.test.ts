import sharp from 'sharp';
import { PRODUCT_PICTURE_SIZE, seedProducts } from '@/api';
import { DEMO_STAFF_CREDENTIALS, type StaffLoginAnswer } from '@/shared/staff';
import type { StaffProduct } from '@/shared/catalogue';
import { responsivePicture, srcSetCandidates, variantWidths } from '@/shared/product-pictures';
import { startTestServer, type TestServer } from './testing/test-server';

/** A staff upload on the server over PGlite: each width and format it is kept at answers as itself. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const origin = () => new URL(server.apiBase).origin;
const productId = (seedProducts[3] as { _id: string })._id;

/** A photo-like PNG: a gradient with shapes, larger than any picture width. */
function photo(width: number, height: number) {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#392F5A"/><stop offset="1" stop-color="#FF8811"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#9DD9D2"/></svg>`;
  return sharp(Buffer.from(shapes)).png().toBuffer();
}

async function uploadAs(bytes: Uint8Array) {
  const login = await fetch(`${server.apiBase}/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF_CREDENTIALS),
  });
  const { staffToken } = (await login.json()) as StaffLoginAnswer;
  const response = await fetch(`${server.apiBase}/staff/products/${productId}/image`, {
    method: 'PUT',
    headers: { authorization: staffToken, 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: StaffProduct }).product.img;
}

it('keeps an upload at every picture width up to its largest side, each URL answering with its own type and width', async () => {
  const [width, height] = [2000, 1250];
  const img = await uploadAs(await photo(width, height));
  const picture = responsivePicture(img, 'detail');
  const largest = Math.min(width, PRODUCT_PICTURE_SIZE);
  expect(srcSetCandidates(picture.srcSet).map((candidate) => candidate.width)).toEqual(
    variantWidths(largest),
  );
  expect(picture.height / picture.width).toBeCloseTo(height / width, 2);
  const formats = [
    { type: 'image/webp', srcSet: picture.srcSet },
    ...picture.sources.map(({ type, srcSet }) => ({ type, srcSet })),
  ];
  expect(formats.map(({ type }) => type)).toEqual(['image/webp', 'image/avif']);
  for (const { type, srcSet } of formats) {
    for (const { url, width: variantWidth } of srcSetCandidates(srcSet)) {
      const response = await fetch(`${origin()}${url}`);
      expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
        url,
        status: 200,
        type,
      });
      const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({
        url,
        format: `image/${served.format === 'heif' ? 'avif' : served.format}`,
        width: served.width,
      }).toEqual({ url, format: type, width: variantWidth });
    }
  }
});

it('never enlarges a small upload: its own width is its largest variant', async () => {
  const img = await uploadAs(await photo(300, 500));
  const picture = responsivePicture(img, 'zoom');
  expect(srcSetCandidates(picture.srcSet).map((candidate) => candidate.width)).toEqual(variantWidths(300));
  const response = await fetch(`${origin()}${picture.src}`);
  expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
});

it('still serves a picture kept as one file before variants, which pages show as its src alone', async () => {
  const version = '0123456789abcdef';
  const url = `/api/products/${productId}/image/${version}`;
  const bytes = new Uint8Array(
    await sharp(await photo(40, 30))
      .webp()
      .toBuffer(),
  );
  const file = { name: '', contentType: 'image/webp', bytes };
  await server.running.repos.catalogue.setPicture(productId, { version, files: [file] }, url);
  const response = await fetch(`${origin()}${url}`);
  expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  const picture = responsivePicture(url, 'card');
  expect([picture.src, picture.srcSet, picture.sources]).toEqual([url, undefined, []]);
});
