import { seedProducts } from '@/api/catalogue/seed/data';
import { MAX_PRODUCT_IMAGE_BYTES, type ProductInput, type StaffProduct } from '@/shared/catalogue';
import type { AuditPage, StockPage } from '@/shared/staff';
import { orderMessages, stockMessages } from '@/shared/messages';
import { MIN_PRODUCT_PRICE, belowMinimumPrice } from '@/shared/order-totals';
import type { CartItem, Product } from '@/shared/types';
import { demoUsers } from '@/api/accounts/demo-users';
import { call, expectDbUnchanged, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { nextApiBase } from '@/api/testing/contract-backend';
import { addStaff, staffLogin } from '@/api/testing/staff';
import { PICTURE_TOO_LARGE } from '@/api/http/handle';
import { UNSUPPORTED_PICTURE } from './picture-upload';
import { productInputOf } from './product-input';

const NEW_SNEAKER: ProductInput = {
  title: 'Puma Monsoon Trail',
  text: 'A grippy trail shoe with a water-shedding upper for wet-season hikes.',
  brand: 'puma',
  category: ['men', 'sports'],
  price: 6499,
  mrp: 7999,
  countryOfOrigin: 'India',
  published: true,
};

/** A 1×1 PNG and a 1×1 WebP: the smallest pictures each format has. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const WEBP = Uint8Array.from(atob('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='), (char) =>
  char.charCodeAt(0),
);

const seeded = seedProducts[12] as Product;

/** PUT /api/staff/products/:productId/image with `bytes` as the raw body, labelled `type`. */
async function upload(productId: string, bytes: Uint8Array, type: string, token: string) {
  const response = await fetch(`${nextApiBase()}/staff/products/${productId}/image`, {
    method: 'PUT',
    headers: { authorization: token, 'content-type': type },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as { product: StaffProduct },
  };
}

const shopperIds = async () =>
  (await call<{ products: Product[] }>('GET', '/products')).body.products.map((product) => product._id);

/** A product's pairs as staff read them (never a kept answer). */
async function levelOf(productId: string, token: string) {
  const { body } = await call<StockPage>('GET', '/staff/stock', { token });
  return body.levels.find((level) => level.productId === productId);
}

/** Places a Cash on Delivery order of the shopper's cart to the demo address. */
const placeCod = (shopper: string, idempotencyKey: string) =>
  call('POST', '/user/orders', {
    token: shopper,
    json: { addressId: demoUsers[0]?.addresses[0]?.id, idempotencyKey, paymentMethod: 'cod' },
  });

describe('GET /api/staff/products', () => {
  it('lists every product with whether it is published, to staff of either role', async () => {
    const { token } = await addStaff('staff');
    const { status, body } = await call<{ products: StaffProduct[] }>('GET', '/staff/products', { token });
    expect(status).toBe(200);
    expect(body.products.map((p) => p._id)).toEqual(seedProducts.map((p) => p._id));
    expect(body.products.every((p) => p.published && p.mrp >= p.price && p.countryOfOrigin !== '')).toBe(
      true,
    );
  });

  it('is refused to a shopper (403) and to nobody (401)', async () => {
    expectRefusal(await call('GET', '/staff/products', { token: await loginGuest() }), 403);
    expectRefusal(await call('GET', '/staff/products'), 401);
  });
});

describe('POST /api/staff/products', () => {
  it('adds a product numbered one above the highest, with a fresh _id and art the grid can draw', async () => {
    const token = await staffLogin();
    const { status, body } = await call<{ product: StaffProduct }>('POST', '/staff/products', {
      token,
      json: NEW_SNEAKER,
    });
    expect(status).toBe(201);
    expect(body.product).toMatchObject({
      ...NEW_SNEAKER,
      id: Math.max(...seedProducts.map((p) => p.id)) + 1,
    });
    expect(seedProducts.map((p) => p._id)).not.toContain(body.product._id);
    expect(body.product.img).toMatch(/^\/.+/);
    expect(body.product.btn).not.toBe('');

    const shown = await call<{ product: Product }>('GET', `/products/${body.product._id}`);
    expect(shown.body.product).toMatchObject({ title: NEW_SNEAKER.title, mrp: NEW_SNEAKER.mrp });
    expect(shown.body.product).not.toHaveProperty('published');
    expect(await shopperIds()).toContain(body.product._id);
    const second = await call<{ product: StaffProduct }>('POST', '/staff/products', {
      token,
      json: NEW_SNEAKER,
    });
    expect(second.body.product.id).toBe(body.product.id + 1);
  });

  it('a new product has no pairs until staff add some: shown at 0, and an order of it is refused until then', async () => {
    const token = await staffLogin();
    const added = await call<{ product: StaffProduct }>('POST', '/staff/products', {
      token,
      json: NEW_SNEAKER,
    });
    const productId = added.body.product._id;
    expect(await levelOf(productId, token)).toEqual({ productId, onHand: 0, reserved: 0, available: 0 });
    const shown = await call<{ product: Product }>('GET', `/products/${productId}`);
    expect(shown.body.product.stock).toBe(0);

    const shopper = await loginGuest();
    await call('POST', '/user/cart', { token: shopper, json: { product: { _id: productId } } });
    expectRefusal(
      await placeCod(shopper, 'new-product-1'),
      409,
      stockMessages.notEnoughLeft(NEW_SNEAKER.title, 0),
    );

    await call('POST', `/staff/products/${productId}/stock`, {
      token,
      json: { change: 10, reason: 'First delivery' },
    });
    expect((await placeCod(shopper, 'new-product-2')).status).toBe(201);
    expect(await levelOf(productId, token)).toMatchObject({ onHand: 10, reserved: 1, available: 9 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: '  ' }, 'title'],
    ['an unknown brand', { brand: 'reebok' }, 'brand'],
    ['an unknown category', { category: ['kids'] }, 'category'],
    ['a price that is not whole rupees', { price: 99.5 }, 'price'],
    ['an MRP below the price', { mrp: NEW_SNEAKER.price - 1 }, 'mrp'],
    [
      'a price the discount would bring to ₹0',
      { price: MIN_PRODUCT_PRICE - 1, mrp: MIN_PRODUCT_PRICE },
      'price',
    ],
    ['no country of origin', { countryOfOrigin: undefined }, 'countryOfOrigin'],
    ['published that is not true or false', { published: 'yes' }, 'published'],
  ])('refuses %s with a readable 400 naming the field', async (_label, change, field) => {
    const token = await staffLogin();
    await expectDbUnchanged(async () => {
      const answer = await call<{ message: string; errors: Record<string, string> }>(
        'POST',
        '/staff/products',
        {
          token,
          json: { ...NEW_SNEAKER, ...change },
        },
      );
      expectRefusal(answer, 400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    });
    const { body } = await call<{ products: StaffProduct[] }>('GET', '/staff/products', { token });
    expect(body.products).toHaveLength(seedProducts.length);
  });

  it('refuses, on adding and on editing, a price or MRP that would make an order of one pair cost ₹0', async () => {
    const token = await staffLogin();
    const low = { price: MIN_PRODUCT_PRICE - 1, mrp: MIN_PRODUCT_PRICE - 1 };
    const errors = { price: belowMinimumPrice('price'), mrp: belowMinimumPrice('MRP') };
    await expectDbUnchanged(async () => {
      const added = await call<{ errors: Record<string, string> }>('POST', '/staff/products', {
        token,
        json: { ...NEW_SNEAKER, ...low },
      });
      expectRefusal(added, 400);
      expect(added.body.errors).toEqual(errors);
      const edited = await call<{ errors: Record<string, string> }>('PUT', `/staff/products/${seeded._id}`, {
        token,
        json: { ...productInputOf(seeded), ...low },
      });
      expectRefusal(edited, 400);
      expect(edited.body.errors).toEqual(errors);
    });
    // The lowest price allowed sells for ₹1.
    const cheapest = { ...NEW_SNEAKER, price: MIN_PRODUCT_PRICE, mrp: MIN_PRODUCT_PRICE };
    const added = await call<{ product: StaffProduct }>('POST', '/staff/products', { token, json: cheapest });
    expect(added.status).toBe(201);
    await call('POST', `/staff/products/${added.body.product._id}/stock`, {
      token,
      json: { change: 5, reason: 'First delivery' },
    });
    const shopper = await loginGuest();
    const cart = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token: shopper });
    for (const line of cart.body.cart) await call('DELETE', `/user/cart/${line._id}`, { token: shopper });
    await call('POST', '/user/cart', { token: shopper, json: { product: { _id: added.body.product._id } } });
    const placed = await call<{ order: { amounts: { grandTotal: number } } }>('POST', '/user/orders', {
      token: shopper,
      json: { addressId: demoUsers[0]?.addresses[0]?.id, idempotencyKey: 'for-one-rupee' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.amounts.grandTotal).toBe(1);
  });

  it('is for owners: a staff member gets 403 and nothing is added', async () => {
    const { token } = await addStaff('staff');
    expectRefusal(await call('POST', '/staff/products', { token, json: NEW_SNEAKER }), 403);
    expect(await shopperIds()).toHaveLength(seedProducts.length);
  });
});

describe('PUT /api/staff/products/:productId', () => {
  it("changes staff's fields, keeps the shoppers' rating, and writes the change to the audit log", async () => {
    const token = await staffLogin();
    const change = {
      ...productInputOf(seeded),
      price: seeded.price + 500,
      mrp: seeded.price + 900,
      countryOfOrigin: 'Vietnam',
    };
    const { status, body } = await call<{ product: StaffProduct }>('PUT', `/staff/products/${seeded._id}`, {
      token,
      json: change,
    });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ ...change, rating: seeded.rating, id: seeded.id, img: seeded.img });
    expect((await call<{ product: Product }>('GET', `/products/${seeded._id}`)).body.product.price).toBe(
      change.price,
    );

    const audit = await call<AuditPage>('GET', '/staff/audit', { token });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'product.update',
      target: seeded._id,
      before: { price: seeded.price, mrp: seeded.mrp },
      after: { price: change.price, mrp: change.mrp, countryOfOrigin: 'Vietnam' },
    });
  });

  it('refuses an unknown product (404), bad input (400), and a staff member (403)', async () => {
    const token = await staffLogin();
    expectRefusal(
      await call('PUT', '/staff/products/no-such-sneaker', { token, json: productInputOf(seeded) }),
      404,
    );
    expectRefusal(
      await call('PUT', `/staff/products/${seeded._id}`, { token, json: { title: 'Only a title' } }),
      400,
    );
    const { token: staffToken } = await addStaff('staff');
    expectRefusal(
      await call('PUT', `/staff/products/${seeded._id}`, { token: staffToken, json: productInputOf(seeded) }),
      403,
    );
  });
});

describe('publish and unpublish', () => {
  it('an unpublished product leaves every shopper read, shows as unavailable in a cart, and cannot be ordered', async () => {
    const token = await staffLogin();
    const shopper = await loginGuest();
    const other = seedProducts[13] as Product;
    await call('POST', '/user/cart', { token: shopper, json: { product: { _id: seeded._id } } });
    await call('POST', '/user/cart', { token: shopper, json: { product: { _id: other._id } } });

    await call('PUT', `/staff/products/${seeded._id}`, {
      token,
      json: { ...productInputOf(seeded), published: false },
    });

    expect(await shopperIds()).not.toContain(seeded._id);
    expectRefusal(await call('GET', `/products/${seeded._id}`), 404);
    const staffList = await call<{ products: StaffProduct[] }>('GET', '/staff/products', { token });
    expect(staffList.body.products.find((p) => p._id === seeded._id)?.published).toBe(false);
    const cart = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token: shopper });
    expect(cart.body.cart).toEqual([
      expect.objectContaining({ _id: seeded._id, unavailable: true }),
      expect.not.objectContaining({ unavailable: true }),
    ]);
    expect(cart.body.cart[0]).not.toHaveProperty('published');
    expectRefusal(
      await call('POST', '/user/wishlist', { token: shopper, json: { product: { _id: seeded._id } } }),
      404,
    );
    const before = await levelOf(other._id, token);
    expectRefusal(
      await placeCod(shopper, 'unpublished-1'),
      409,
      orderMessages.unavailableInCart([seeded.title]),
    );
    // Refused as one placement: the orderable line's pairs are not reserved either.
    expect(await levelOf(other._id, token)).toEqual(before);

    await call('PUT', `/staff/products/${seeded._id}`, { token, json: productInputOf(seeded) });
    expect(await shopperIds()).toContain(seeded._id);
    const again = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token: shopper });
    expect(again.body.cart[0]).not.toHaveProperty('unavailable');
    expect((await placeCod(shopper, 'unpublished-2')).status).toBe(201);
    expect(await levelOf(other._id, token)).toMatchObject({ reserved: (before?.reserved ?? 0) + 1 });
  });
});

describe('PUT /api/staff/products/:productId/image', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
  ])(
    'takes a %s, stores it, and serves it back at a versioned URL cached for ever',
    async (_label, bytes, type) => {
      const token = await staffLogin();
      const { status, body } = await upload(seeded._id, bytes, type, token);
      expect(status).toBe(200);
      // The server keeps a 1-pixel picture at its one width, named by its size (src/shared/product-pictures.ts);
      // the embedded mock in Jest, which cannot resize, keeps the one file as it came.
      expect(body.product.img).toMatch(
        new RegExp(`^/api/products/${seeded._id}/image/[0-9a-f]{16}(-1x1(-avif)?/1\\.webp)?$`),
      );
      expect((await call<{ product: Product }>('GET', `/products/${seeded._id}`)).body.product.img).toBe(
        body.product.img,
      );

      const served = await fetch(`${nextApiBase()}${body.product.img.slice('/api'.length)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const picture = new Uint8Array(await served.arrayBuffer());
      const servedType = served.headers.get('content-type');
      // The server makes every picture WebP; the embedded mock in Jest keeps it as it came.
      expect([type, 'image/webp']).toContain(servedType);
      const signature = servedType === 'image/png' ? [0x89, 0x50, 0x4e, 0x47] : [0x52, 0x49, 0x46, 0x46];
      expect([...picture.subarray(0, 4)]).toEqual(signature);
      const { body: audit } = await call<AuditPage>('GET', `/staff/audit`, { token });
      expect(audit.entries.filter((entry) => entry.action !== 'staff.sign-in')).toEqual([
        expect.objectContaining({ action: 'product.image', target: seeded._id }),
      ]);
    },
  );

  it.each([
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 415],
    ['text', new TextEncoder().encode('hello'), 'text/plain', 415],
    ['JSON', new TextEncoder().encode('{}'), 'application/json', 415],
    [
      'an SVG called a PNG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      400,
    ],
    ['a PNG called a JPEG', PNG, 'image/jpeg', 400],
    ['an empty body', new Uint8Array(), 'image/png', 400],
  ])('refuses %s, readably, and keeps the picture it had', async (_label, bytes, type, status) => {
    const token = await staffLogin();
    const answer = await upload(seeded._id, bytes, type, token);
    expectRefusal(answer, status, status === 415 ? UNSUPPORTED_PICTURE : undefined);
    expect((await call<{ product: Product }>('GET', `/products/${seeded._id}`)).body.product.img).toBe(
      seeded.img,
    );
  });

  it('refuses a picture above 2 MB with 413', async () => {
    const token = await staffLogin();
    const large = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
    large.set(PNG);
    expectRefusal(await upload(seeded._id, large, 'image/png', token), 413, PICTURE_TOO_LARGE);
  });

  it('is for owners, of a product that exists; a JSON route still takes no picture', async () => {
    const { token: staffToken } = await addStaff('staff');
    expectRefusal(await upload(seeded._id, PNG, 'image/png', staffToken), 403);
    const token = await staffLogin();
    expectRefusal(await upload('no-such-sneaker', PNG, 'image/png', token), 404);
    const asPicture = await fetch(`${nextApiBase()}/staff/products/${seeded._id}`, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(asPicture.status).toBeGreaterThanOrEqual(400);
    expect(asPicture.status).toBeLessThan(500);
  });

  it('answers an unknown picture version with a readable 404', async () => {
    expectRefusal(await call('GET', `/products/${seeded._id}/image/0000000000000000`), 404);
  });
});
