import type { Product } from '@/shared/types';
import { BROWSER_PBKDF2_ITERATIONS, hashPassword } from '../auth';
import { clearDb, insertAddress, insertCategories, insertProducts, insertTodo, insertUser } from '../db';
import { seedCategories, seedProducts } from './data';
import { demoUsers, sampleTodos } from './users';

export { seedCategories, seedProducts };

/**
 * A catalogue of `size` products for the scale benchmark: the seed, then copies with fresh ids,
 * numbered on from the seed so the grid (id > 15) grows.
 */
export function largeCatalogue(size: number): Product[] {
  const products = [...seedProducts];
  for (let n = products.length; n < size; n += 1) {
    const base = seedProducts[n % seedProducts.length] as Product;
    products.push({
      ...base,
      _id: `bulk-${String(n).padStart(5, '0')}`,
      id: n,
      title: `${base.title} #${n}`,
    });
  }
  return products;
}

/** The catalogue is data, reloaded at every start; it is never persisted. */
export function seedCatalogue(catalogueSize = 0): void {
  insertProducts(catalogueSize > seedProducts.length ? largeCatalogue(catalogueSize) : seedProducts);
  insertCategories(seedCategories);
}

/** Demo accounts, the guest's sample address and the request tester's todos. */
export async function seedShopperData(): Promise<void> {
  for (const demo of demoUsers) {
    const user = insertUser({
      ...demo,
      passwordHash: await hashPassword(demo.password, BROWSER_PBKDF2_ITERATIONS),
    });
    for (const { id, ...address } of demo.addresses) insertAddress(user._id, address, id);
  }
  for (const todo of sampleTodos) insertTodo(todo.title, todo._id);
}

/** Everything back to the seed: the one reset of the mock server. */
export async function resetDb(catalogueSize = 0): Promise<void> {
  clearDb();
  seedCatalogue(catalogueSize);
  await seedShopperData();
}
