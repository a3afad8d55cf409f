import { seedCategories, seedProducts } from '@/api/catalogue/seed/data';
import type { Category, Product } from '@/shared/types';
import { call, expectRefusal } from '@/api/testing/api-client';
import { SEED_PAIRS_ON_HAND, startingStock } from '@/api/stock/starting-stock';
import { LOW_STOCK } from '@/shared/order-lifecycle';

describe('GET /api/products', () => {
  it('lists the whole catalogue: 70 sneakers, two of them numbered 54', async () => {
    const { status, body } = await call<{ products: Product[] }>('GET', '/products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(70);
    expect(body.products.map((p) => p._id)).toEqual(seedProducts.map((p) => p._id));
    expect(body.products.filter((p) => p.id === 54)).toHaveLength(2);
    expect(new Set(body.products.map((p) => p._id)).size).toBe(70);
  });

  it('answers one product by _id', async () => {
    const wanted = seedProducts[20];
    const { status, body } = await call<{ product: Product }>('GET', `/products/${wanted?._id}`);
    expect(status).toBe(200);
    expect(body.product).toEqual({ ...wanted, stock: startingStock(wanted?._id ?? '') });
  });

  it('carries every product’s pairs available: the seed’s starting stock, a few low, none 0', async () => {
    const { body } = await call<{ products: Product[] }>('GET', '/products');
    const stock = body.products.map((product) => product.stock);
    expect(stock.filter((pairs) => pairs === SEED_PAIRS_ON_HAND)).toHaveLength(stock.length - 2);
    expect(stock.filter((pairs) => pairs <= LOW_STOCK).sort()).toEqual([3, 5]);
  });

  it('answers an unknown product id with a readable 404', async () => {
    expectRefusal(await call('GET', '/products/no-such-sneaker'), 404);
  });
});

describe('GET /api/categories', () => {
  it('lists fiction, non-fiction and horror with descriptions', async () => {
    const { status, body } = await call<{ categories: Category[] }>('GET', '/categories');
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.categoryName)).toEqual(['fiction', 'non-fiction', 'horror']);
    for (const category of body.categories) expect(category.description.length).toBeGreaterThan(0);
  });

  it('answers one category by _id, and an unknown one with a readable 404', async () => {
    const wanted = seedCategories[1];
    const { status, body } = await call<{ category: Category }>('GET', `/categories/${wanted?._id}`);
    expect(status).toBe(200);
    expect(body.category).toEqual(wanted);
    expectRefusal(await call('GET', '/categories/no-such-category'), 404);
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/nothing-here'],
    ['POST', '/user/nothing'],
    ['PUT', '/user/cart'],
    ['PATCH', '/products'],
  ])('%s %s is a readable JSON 404', async (method, path) => {
    const answer = await call(method, path);
    expectRefusal(answer, 404, `No endpoint answers ${method} /api${path}.`);
  });
});
