import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { memoryRepositories } from '@/mocks/db';
import type { TransitionInput } from '@/shared/order-lifecycle';
import { timestamp } from '@/shared/timestamp';

/** Staff's moves of one order, in turn, written into the embedded mock's store now (a test's setup). */
export async function movesInStore(orderId: string, steps: readonly TransitionInput[]): Promise<void> {
  for (const step of steps) {
    await memoryRepositories.transaction((tx) =>
      moveOrder(tx, { seller: TEST_SELLER }, { orderId, actor: 'staff', at: timestamp(), ...step }),
    );
  }
}
