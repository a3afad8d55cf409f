import { ORDER_STATUSES } from '@/shared/order-lifecycle';
import { isOnItsWay, stepsToCome } from './order-progress';

describe('the steps still ahead of an order', () => {
  it('walks the forward moves to delivery', () => {
    expect(stepsToCome('created')).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(stepsToCome('shipped')).toEqual(['out_for_delivery', 'delivered']);
  });

  it('has none once the order has ended, and only an order on its way is promised a date', () => {
    const ended = ORDER_STATUSES.filter((status) => stepsToCome(status).length === 0);
    expect(ended.sort()).toEqual(['cancelled', 'delivered', 'expired', 'returned_to_seller']);
    const onItsWay = ORDER_STATUSES.filter((status) => isOnItsWay({ status }));
    expect(onItsWay).toEqual(['created', 'confirmed', 'packed', 'shipped', 'out_for_delivery']);
  });
});
