import { seedProducts } from '@/api/catalogue/seed/data';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import type { Repositories } from '@/api/repositories';
import type { OrderStatus } from '@/shared/order-lifecycle';
import { orderFor } from './guest-with-orders';

const AT = '2026-05-01T10:00:00Z';

/** Staff take a Cash on Delivery order to the shopper's door, where the cash is collected. */
async function deliver(repos: Repositories, orderId: string): Promise<void> {
  const steps: OrderStatus[] = ['packed', 'shipped', 'out_for_delivery', 'delivered'];
  for (const to of steps) {
    await repos.transaction((tx) =>
      moveOrder(
        tx,
        { seller: TEST_SELLER },
        { orderId, to, actor: 'staff', at: AT, courier: 'Delhivery', awb: 'DLV1234567' },
      ),
    );
  }
}

/** An online order left unpaid past its lifetime, then paid too late: refunded. */
async function refundLate(repos: Repositories, orderId: string): Promise<void> {
  await repos.transaction((tx) =>
    moveOrder(tx, { seller: TEST_SELLER }, { orderId, to: 'expired', actor: 'system', at: AT }),
  );
  await repos.orders.recordRefund(orderId, 'pay_REFUNDED000001', AT);
}

/**
 * Who counts as a verified buyer of a sneaker (`hasBought`, `buyersOf`), asked of one store: one
 * whose payment was made, online or in cash at the door on delivery; not a Cash on Delivery order
 * still on its way, an unpaid one, nor one whose money went back. bought.test.ts runs it on the
 * embedded mock's store, bought.sql.test.ts on the SQL one, so the rule is written once for both.
 */
export async function expectPayersVerified(repos: Repositories): Promise<void> {
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
  const [paid, codDue, codDelivered, refunded, unpaid, other] = [
    await shopper('paid'),
    await shopper('cod-due'),
    await shopper('cod-delivered'),
    await shopper('refunded'),
    await shopper('unpaid'),
    await shopper('other'),
  ];
  await orderFor(repos, paid, 20, 'paid', AT);
  await orderFor(repos, codDue, 20, 'cod', AT);
  await deliver(repos, (await orderFor(repos, codDelivered, 20, 'cod', AT))._id);
  await refundLate(repos, (await orderFor(repos, refunded, 20, 'unpaid', AT))._id);
  await orderFor(repos, unpaid, 20, 'unpaid', AT);
  await orderFor(repos, other, 21, 'paid', AT);
  const sneaker = seedProducts[20]?._id ?? '';
  const everyone = [other, unpaid, refunded, codDelivered, codDue, paid];

  expect(await repos.orders.buyersOf(sneaker, everyone)).toEqual([codDelivered, paid]);
  expect(await repos.orders.buyersOf(sneaker, [])).toEqual([]);
  expect(await Promise.all(everyone.map((userId) => repos.orders.hasBought(userId, sneaker)))).toEqual([
    false,
    false,
    false,
    true,
    false,
    true,
  ]);
}
