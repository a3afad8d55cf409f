import type { StaffListedOrder, StaffOrderFilter } from '@/api/orders';
import type { Backend } from '@/api/backend';
import type { Order } from '@/shared/types';
import { orderRows } from './orders-export';
import { seriesTracker } from './series';

/** A list of `count` orders, newest first, read as the store's staffPage reads it. */
function storeOf(count: number) {
  const orders = Array.from({ length: count }, (_, index) => ({
    _id: `o${String(count - index).padStart(3, '0')}`,
    createdAt: `2026-11-${String(28 - Math.floor(index / 4)).padStart(2, '0')}T10:00:00Z`,
  }));
  const asked: number[] = [];
  const staffPage = (filter: StaffOrderFilter, limit: number): Promise<StaffListedOrder[]> => {
    const { after } = filter;
    const start = after ? orders.findIndex((one) => one._id === after._id) + 1 : 0;
    asked.push(start);
    const page = orders.slice(start, start + limit).map((one) => ({
      email: 'a@example.in',
      order: {
        ...one,
        status: 'delivered',
        paymentMethod: 'cod',
        paymentState: 'cod_collected',
        items: [{ _id: 'p', title: 'Sneaker', price: 999, qty: 1, img: '' }],
        address: { name: 'A', mobile: '9', city: 'C', state: 'Delhi' },
        amounts: { grandTotal: 550 },
      } as unknown as Order,
    }));
    return Promise.resolve(page);
  };
  return { backend: { repos: { orders: { staffPage } } } as unknown as Backend, asked };
}

describe('the orders export, a batch at a time', () => {
  it.each([[0], [1], [6], [7], [20]])(
    'reads %i orders in batches of 3, each after the last, every order once',
    async (count) => {
      const { backend, asked } = storeOf(count);
      const ids: unknown[] = [];
      for await (const batch of orderRows(backend, {}, 3)) {
        expect(batch.length).toBeLessThanOrEqual(3);
        ids.push(...batch.map((row) => row[0]));
      }
      expect(ids).toEqual(
        Array.from({ length: count }, (_, index) => `o${String(count - index).padStart(3, '0')}`),
      );
      expect(asked).toHaveLength(Math.floor(count / 3) + 1);
    },
  );
});

describe('table 13 series', () => {
  it('first, last and count of each series; a number missing between them counted cancelled', () => {
    const tracker = seriesTracker();
    for (const number of ['SH/25-26/000012', 'SH/25-26/000010', 'SH/25-26/000014', 'CN/25-26/000001'])
      tracker.add(number);
    expect(tracker.series()).toEqual([
      { num: 1, from: 'SH/25-26/000010', to: 'SH/25-26/000014', totnum: 5, cancel: 2, net_issue: 3 },
      { num: 2, from: 'CN/25-26/000001', to: 'CN/25-26/000001', totnum: 1, cancel: 0, net_issue: 1 },
    ]);
  });
});
