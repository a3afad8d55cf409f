import { stampOf, systemClock } from '@/api/clock';
import type { CatalogueProduct } from '@/shared/types';
import { BROWSER_PBKDF2_ITERATIONS, hashPassword } from '@/api/accounts/auth';
import {
  allCategories,
  allStaffProducts,
  allTodos,
  findAddress,
  findUserByEmail,
  insertAddress,
  insertCategories,
  insertProducts,
  insertTodo,
  insertUser,
} from '@/mocks/db';
import { clearDb } from '@/mocks/persistence/held-revision';
import { seedCategories, seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import { sampleTodos } from '@/api/test-todos/sample-todos';
import { demoStaff } from '@/api/staff/demo-staff';
import { memoryStaffRepository } from '@/api/staff/memory-repository';

/**
 * A catalogue of `size` products for the scale benchmark: the seed, then copies with fresh ids,
 * numbered on from the seed so the grid (id > 15) grows.
 */
function largeCatalogue(size: number): CatalogueProduct[] {
  const products = [...seedProducts];
  for (let n = products.length; n < size; n += 1) {
    const base = seedProducts[n % seedProducts.length] as CatalogueProduct;
    products.push({
      ...base,
      _id: `bulk-${String(n).padStart(5, '0')}`,
      id: n,
      title: `${base.title} #${n}`,
    });
  }
  return products;
}

const notIn = (rows: readonly { _id: string }[]) => {
  const taken = new Set(rows.map((row) => row._id));
  return (row: { _id: string }) => !taken.has(row._id);
};

/** The categories are data, reloaded at every start; they are never persisted. Rows already here are kept. */
export function seedCatalogue(): void {
  insertCategories(seedCategories.filter(notIn(allCategories())));
}

/**
 * The products (saved with the shoppers' rows, as staff edit them: seeded only when absent), demo
 * accounts (the shoppers' and the staff owner's), the guest's sample address and the request
 * tester's todos; rows already here are left as they are.
 */
export async function seedShopperData(catalogueSize = 0): Promise<void> {
  const products = catalogueSize > seedProducts.length ? largeCatalogue(catalogueSize) : seedProducts;
  insertProducts(products.filter(notIn(allStaffProducts())));
  const seededAt = stampOf(systemClock);
  for (const demo of demoUsers) {
    // Hashed before the look-up, so nothing can arrive between the look-up and the insert.
    const passwordHash = await hashPassword(demo.password, BROWSER_PBKDF2_ITERATIONS);
    const user = findUserByEmail(demo.email) ?? insertUser({ ...demo, passwordHash });
    for (const { id, ...address } of demo.addresses) {
      if (!findAddress(user._id, id)) insertAddress(user._id, address, seededAt, id);
    }
  }
  for (const todo of sampleTodos.filter(notIn(allTodos()))) insertTodo(todo.title, seededAt, todo._id);
  const { password, ...owner } = demoStaff;
  // The insert leaves a member already here (by email) as it is.
  await memoryStaffRepository.insert({
    ...owner,
    passwordHash: await hashPassword(password, BROWSER_PBKDF2_ITERATIONS),
  });
}

/** Everything back to the seed: the one reset of the mock server. */
export async function resetDb(catalogueSize = 0): Promise<void> {
  clearDb();
  seedCatalogue();
  await seedShopperData(catalogueSize);
}
