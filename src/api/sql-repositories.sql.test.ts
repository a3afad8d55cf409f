import { timestamp } from '@/shared/timestamp';
import { memoryDatabaseForSuite } from '../../server/testing/memory-database';
import { sqlRepositories } from '@/api/sql-repositories';

const db = memoryDatabaseForSuite();

describe('carts asked for together (one statement reads them all)', () => {
  it("answer each shopper with their own lines, in the order added, and none with another's", async () => {
    const repos = sqlRepositories(db());
    const products = (await repos.catalogue.products()).map(({ _id }) => _id);
    const shopper = async (name: string) =>
      (await repos.users.insert({
        _id: crypto.randomUUID(),
        email: `${name}@carts.example`,
        createdAt: timestamp(),
        passwordHash: 'not-a-real-hash',
        firstName: name,
        lastName: 'Test',
      }))!._id;
    const [asha, ravi, meera] = [await shopper('asha'), await shopper('ravi'), await shopper('meera')];
    for (const productId of [products[2]!, products[0]!]) await repos.cart.add(asha, productId, timestamp());
    await repos.cart.add(ravi, products[5]!, timestamp());

    const [ashas, ravis, meeras, ashasAgain] = await Promise.all([
      repos.cart.of(asha),
      repos.cart.of(ravi),
      repos.cart.of(meera),
      repos.cart.of(asha),
    ]);

    expect(ashas.map(({ _id }) => _id)).toEqual([products[2], products[0]]);
    expect(ravis.map(({ _id }) => _id)).toEqual([products[5]]);
    expect(meeras).toEqual([]);
    expect(ashasAgain).toEqual(ashas);
  });

  it('include every write that finished before they were asked for', async () => {
    const repos = sqlRepositories(db());
    const [first, second] = (await repos.catalogue.products()).map(({ _id }) => _id);
    const user = (await repos.users.insert({
      _id: crypto.randomUUID(),
      email: 'after-write@carts.example',
      createdAt: timestamp(),
      passwordHash: 'not-a-real-hash',
      firstName: 'After',
      lastName: 'Write',
    }))!;
    await repos.cart.add(user._id, first!, timestamp());
    const afterFirst = repos.cart.of(user._id);
    await afterFirst;
    await repos.cart.add(user._id, second!, timestamp());
    // A loader that kept its answers (DataLoader's default) would answer this from the first read.
    const afterSecond = await repos.cart.of(user._id);

    expect((await afterFirst).map(({ _id }) => _id)).toEqual([first]);
    expect(afterSecond.map(({ _id }) => _id)).toEqual([first, second]);
  });
});
