import { useState } from 'react';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { apiErrorMessage } from '@/shared/api-error';
import { toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import type { CartItem } from '@/shared/types';
import { useChangeCartQtyMutation, useRemoveFromCartMutation } from './cart-api';

/**
 * A cart line's quantity and removal (spec §4). One request at a time per line: a click while one
 * runs is dropped, so rapid clicks never skip or double a step. Minus at 1 asks before removing and
 * makes no call (the server refuses to go below 1 anyway).
 */
export function useCartLine(item: CartItem) {
  const [changeQty, qtyRequest] = useChangeCartQtyMutation();
  const [removeFromCart, removeRequest] = useRemoveFromCartMutation();
  const flight = useSingleFlight();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  // From the store, like the quantity itself: the button is never shown enabled next to a stale count.
  const busy = qtyRequest.isLoading || removeRequest.isLoading;

  const showError = (error: unknown) => notify.error(apiErrorMessage(error));

  const change = (type: 'increment' | 'decrement') =>
    flight.run(async () => {
      const result = await changeQty({ productId: item._id, type });
      if (result.error) showError(result.error);
    });

  const increment = () => change('increment');

  const decrement = async () => {
    if (flight.isRunning()) return;
    if (item.qty <= 1) {
      setConfirmingRemoval(true);
      return;
    }
    await change('decrement');
  };

  const remove = () =>
    flight.run(async () => {
      const result = await removeFromCart(item._id);
      setConfirmingRemoval(false);
      if (result.error) showError(result.error);
      else notify.info(toastMessages.removedFromCart);
    });

  return {
    busy,
    increment,
    decrement,
    remove,
    confirmingRemoval,
    cancelRemoval: () => setConfirmingRemoval(false),
  };
}
