import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api-error';
import type { Order } from '@/shared/types';
import { orderNameOf } from './order-actions';
import { useMoveOrderMutation } from './staff-api';

/** What a bulk pack did: how many were packed, and each order refused with the server's reason. */
export interface BulkPackReport {
  packed: number;
  refused: { name: string; reason: string }[];
}

/**
 * Packs several orders, one move each, one after another: the server checks every move on its own
 * (the order's status now, not as the list last showed it), so one refusal stops nothing else and
 * is reported with its reason.
 */
export function useBulkPack() {
  const [move] = useMoveOrderMutation();
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<BulkPackReport | null>(null);
  const pack = async (orders: readonly Pick<Order, '_id' | 'number'>[]) => {
    setRunning(true);
    setReport(null);
    const done: BulkPackReport = { packed: 0, refused: [] };
    for (const order of orders) {
      try {
        await move({ orderId: order._id, to: 'packed' }).unwrap();
        done.packed += 1;
      } catch (error) {
        done.refused.push({ name: orderNameOf(order), reason: apiErrorMessage(error) });
      }
    }
    setReport(done);
    setRunning(false);
    return done;
  };
  return { pack, running, report };
}
