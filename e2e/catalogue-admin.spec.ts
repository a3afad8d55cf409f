import type { Page } from '@playwright/test';
import { backendReady } from './backend.mjs';
import { DEMO_STAFF_CREDENTIALS } from '../src/shared/staff';
import { PICTURE_WIDTHS } from '../src/shared/picture-files.cjs';
import { expect, test } from './fixtures';

/** The seed product the journey edits (any would do). */
const PRODUCT_ID = 'efdf73e8-5752-4109-a2eb-220597e5d56c';

/** A picture as the page's backend serves it back: its type and size in pixels. */
async function servedPicture(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bitmap = await createImageBitmap(await response.blob());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      width: bitmap.width,
      height: bitmap.height,
    };
  }, url);
}

test(
  "the embedded mock resizes a staff upload on the page's canvas, keeps it in IndexedDB, and an edit survives a reload",
  { tag: '@mock' },
  async ({ page }) => {
    await page.goto('/');
    await backendReady(page);

    const uploaded = await page.evaluate(
      async ({ credentials, productId }) => {
        const login = await fetch('/api/staff/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        });
        const { staffToken } = (await login.json()) as { staffToken: string };
        // A large PNG, drawn here: the backend must bring it down to the largest picture width.
        const canvas = new OffscreenCanvas(2000, 1000);
        const context = canvas.getContext('2d');
        if (context) context.fillStyle = '#ff8811';
        context?.fillRect(0, 0, 2000, 1000);
        const png = await canvas.convertToBlob({ type: 'image/png' });
        const put = await fetch(`/api/staff/products/${productId}/image`, {
          method: 'PUT',
          headers: { authorization: staffToken, 'content-type': 'image/png' },
          body: png,
        });
        const { product } = (await put.json()) as {
          product: Record<string, unknown> & { img: string; price: number };
        };
        const edit = await fetch(`/api/staff/products/${productId}`, {
          method: 'PUT',
          headers: { authorization: staffToken, 'content-type': 'application/json' },
          body: JSON.stringify({ ...product, price: product.price - 1 }),
        });
        return { status: put.status, editStatus: edit.status, img: product.img, price: product.price - 1 };
      },
      { credentials: DEMO_STAFF_CREDENTIALS, productId: PRODUCT_ID },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.editStatus).toBe(200);
    // The canvas writes WebP at each picture width (and no AVIF): the URL names the size, 2:1 as drawn.
    const largest = Math.max(...PICTURE_WIDTHS);
    const version = `[0-9a-f]{16}-${largest}x${largest / 2}`;
    expect(uploaded.img).toMatch(
      new RegExp(`^/api/products/${PRODUCT_ID}/image/${version}/${largest}\\.webp$`),
    );
    expect(await servedPicture(page, uploaded.img)).toEqual({
      status: 200,
      type: 'image/webp',
      width: largest,
      height: largest / 2,
    });
    const smallest = Math.min(...PICTURE_WIDTHS);
    expect(await servedPicture(page, uploaded.img.replace(/\d+\.webp$/, `${smallest}.webp`))).toEqual({
      status: 200,
      type: 'image/webp',
      width: smallest,
      height: smallest / 2,
    });

    await page.reload();
    await backendReady(page);
    expect((await servedPicture(page, uploaded.img)).status, 'the picture is still in IndexedDB').toBe(200);
    const shown = await page.evaluate(
      async (productId) =>
        (
          (await (await fetch(`/api/products/${productId}`)).json()) as {
            product: { price: number; img: string };
          }
        ).product,
      PRODUCT_ID,
    );
    expect(shown, "the staff's edit was saved with the snapshot").toMatchObject({
      price: uploaded.price,
      img: uploaded.img,
    });
  },
);
