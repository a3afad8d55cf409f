import type { OrderAfterSales } from '@/shared/orders';
import { lifecycleMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import { demoUsers } from '@/api/accounts/demo-users';
import { UNPAID_ORDER_LIFETIME_MS } from '@/api/limits/limits';
import { memoryRepositories } from '@/api/memory-repositories';
import { call, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, pay, placeOrder } from '@/api/testing/fixtures';

// The embedded mock's store, where a test can make one write fail as a process dying would.
const addressId = demoUsers[0]?.addresses[0]?.id ?? '';
const start = Date.UTC(2026, 10, 26, 9);
const at = (ms: number) => contractBackend().setClock(() => new Date(start + ms));
afterEach(() => contractBackend().setClock(() => new Date()));

it("a late payment's refund lost with its process is recorded when the payment is reported again", async () => {
  const token = await loginGuest();
  await fillCart(token, 20);
  at(0);
  const { body } = await placeOrder(token, { addressId, idempotencyKey: 'refund-lost-once' });
  const order: Order = body.order;
  at(UNPAID_ORDER_LIFETIME_MS + 60_000);
  await call('GET', '/products');
  // The payment's transaction commits (the order expired, its payment refunded); the refund's fails.
  jest.spyOn(memoryRepositories.refunds, 'insert').mockRejectedValueOnce(new Error('the process died'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await pay(token, order, 'pay_LOSTREFUND00001')).status).toBe(500);
  expectRefusal(await pay(token, order, 'pay_LOSTREFUND00001'), 409, lifecycleMessages.expiredRefunded);
  const page = await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${order._id}`, { token });
  expect(page.body.afterSales.refunds).toEqual([
    expect.objectContaining({ cause: 'late_payment', amountPaise: order.amountPaise, state: 'processed' }),
  ]);
});
