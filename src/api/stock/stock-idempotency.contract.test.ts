import { call, expectRefusal } from '@/api/testing/api-client';
import { seedProduct } from '@/api/testing/fixtures';
import { addStaff, staffLogin } from '@/api/testing/staff';
import type { AuditPage, StockAdjustmentAnswer, StockPage } from '@/shared/staff';

let staff: string;
beforeEach(async () => {
  staff = await staffLogin();
});

const productId = seedProduct(4)._id;
const onHand = async () =>
  (await call<StockPage>('GET', '/staff/stock', { token: staff })).body.levels.find(
    (level) => level.productId === productId,
  )?.onHand ?? NaN;
const adjust = (json: unknown, token = staff) =>
  call<StockAdjustmentAnswer>('POST', `/staff/products/${productId}/stock`, { token, json });
const adjustLines = async () =>
  (await call<AuditPage>('GET', '/staff/audit?kind=stock', { token: staff })).body.entries.filter(
    (entry) => entry.target === productId,
  );

describe('a stock adjustment sent twice with one idempotencyKey', () => {
  it('changes stock once: the repeat answers the level as it is, marked repeated, with one audit line', async () => {
    const start = await onHand();
    const json = { change: -2, reason: 'Damaged', idempotencyKey: 'adjust-0001-abcd' };
    const first = await adjust(json);
    expect(first.status).toBe(200);
    expect([first.body.level.onHand, first.body.repeated]).toEqual([start - 2, false]);
    const again = await adjust(json);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ level: first.body.level, repeated: true });
    expect(await onHand()).toBe(start - 2);
    expect(await adjustLines()).toHaveLength(1);
  });

  it('two at once (a double click) change stock once', async () => {
    const start = await onHand();
    const json = { change: 3, reason: 'Delivery from the depot', idempotencyKey: 'adjust-0002-abcd' };
    const answers = await Promise.all([adjust(json), adjust(json)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.repeated).sort()).toEqual([false, true]);
    expect(await onHand()).toBe(start + 3);
  });

  it('another key, no key, or another member’s same key is another adjustment', async () => {
    const start = await onHand();
    await adjust({ change: 1, reason: 'Count', idempotencyKey: 'adjust-0003-abcd' });
    await adjust({ change: 1, reason: 'Count', idempotencyKey: 'adjust-0004-abcd' });
    await adjust({ change: 1, reason: 'Count' });
    await adjust({ change: 1, reason: 'Count' });
    const { token } = await addStaff('staff');
    await adjust({ change: 1, reason: 'Count', idempotencyKey: 'adjust-0003-abcd' }, token);
    expect(await onHand()).toBe(start + 5);
  });

  it('a refused adjustment keeps no key: sent again once it fits, it is made', async () => {
    const start = await onHand();
    const json = { change: -(start + 1), reason: 'Count', idempotencyKey: 'adjust-0005-abcd' };
    expectRefusal(await adjust(json), 409);
    await adjust({ change: 1, reason: 'Found one' });
    expect((await adjust(json)).body.repeated).toBe(false);
    expect(await onHand()).toBe(0);
  });

  it.each([['short'], [42], ['has spaces in it'], ['x'.repeat(101)]])(
    'idempotencyKey %p is a 400 naming it',
    async (idempotencyKey) => {
      const refused = await call<{ errors?: Record<string, string> }>(
        'POST',
        `/staff/products/${productId}/stock`,
        { token: staff, json: { change: 1, reason: 'Count', idempotencyKey } },
      );
      expectRefusal(refused, 400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['idempotencyKey']);
    },
  );
});
