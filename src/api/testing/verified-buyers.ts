import { seedProducts } from '@/api/catalogue/seed/data';
import type { Repositories } from '@/api/repositories';
import { orderFor } from './guest-with-orders';

const AT = '2026-05-01T10:00:00Z';

/**
 * Who counts as a verified buyer of a sneaker (`hasBought`, `buyersOf`), asked of one store:
 * bought.test.ts runs it on the embedded mock's, bought.sql.test.ts on the SQL one, so the rule is
 * written once for both.
 */
export async function expectOnlyOnlinePayersVerified(repos: Repositories): Promise<void> {
  const shopper = async (name: string) => {
    const user = await repos.users.insert({
      email: `${name}@bought.example`,
      passwordHash: 'not-a-real-hash',
      firstName: name,
      lastName: 'Test',
      createdAt: AT,
    });
    if (!user) throw new Error(`${name} is taken`);
    return user._id;
  };
  const [paid, cod, unpaid, other] = [
    await shopper('paid'),
    await shopper('cod'),
    await shopper('unpaid'),
    await shopper('other'),
  ];
  await orderFor(repos, paid, 20, 'paid', AT);
  await orderFor(repos, cod, 20, 'cod', AT);
  await orderFor(repos, unpaid, 20, 'unpaid', AT);
  await orderFor(repos, other, 21, 'paid', AT);
  const sneaker = seedProducts[20]?._id ?? '';

  expect(await repos.orders.buyersOf(sneaker, [other, unpaid, cod, paid])).toEqual([paid]);
  expect(await repos.orders.buyersOf(sneaker, [])).toEqual([]);
  expect(
    await Promise.all([paid, cod, unpaid, other].map((userId) => repos.orders.hasBought(userId, sneaker))),
  ).toEqual([true, false, false, false]);
}
