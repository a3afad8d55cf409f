import { seedProducts } from '@/api/catalogue/seed/data';
import { memoryRepositories } from '@/api/memory-repositories';
import { orderFor } from '@/api/testing/guest-with-orders';

/** The embedded mock's store; the SQL store's twin is bought.sql.test.ts. */
const repos = () => memoryRepositories;

const AT = '2026-05-01T10:00:00Z';

it('a verified buyer is one who paid online for the sneaker: not a Cash on Delivery order alone, nor an unpaid one', async () => {
  const shopper = async (name: string) => {
    const user = await repos().users.insert({
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
  await orderFor(repos(), paid, 20, 'paid', AT);
  await orderFor(repos(), cod, 20, 'cod', AT);
  await orderFor(repos(), unpaid, 20, 'unpaid', AT);
  await orderFor(repos(), other, 21, 'paid', AT);
  const sneaker = seedProducts[20]?._id ?? '';

  expect(await repos().orders.buyersOf(sneaker, [other, unpaid, cod, paid])).toEqual([paid]);
  expect(await repos().orders.buyersOf(sneaker, [])).toEqual([]);
  expect(
    await Promise.all([paid, cod, unpaid, other].map((userId) => repos().orders.hasBought(userId, sneaker))),
  ).toEqual([true, false, false, false]);
});
