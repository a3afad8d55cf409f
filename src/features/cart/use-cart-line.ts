import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { apiErrorMessage } from '@/shared/api-error';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import type { CartItem } from '@/shared/types';
import { cartApi } from './cart-api';
import { removalAsked, removalCancelled, selectAwaitingRemoval, selectCartLineRequest } from './cart-slice';

/**
 * A cart line's quantity and removal (spec §4). One request at a time per line: a click while one
 * runs is dropped, so rapid clicks never skip or double a step. Minus at 1 asks before removing and
 * makes no call (the server refuses to go below 1 anyway). Whether a request runs and whether the
 * question is open live in the cart slice, so the line reads the same wherever it shows.
 */
export function useCartLine(item: CartItem) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectCartLineRequest(state, item._id)) !== null;
  const confirmingRemoval = useAppSelector(selectAwaitingRemoval) === item._id;
  const flight = useSingleFlight();

  const showError = (error: unknown) => notify.error(apiErrorMessage(error));

  const change = (type: 'increment' | 'decrement') =>
    flight.run(async () => {
      const result = await dispatch(
        cartApi.endpoints.changeCartQty.initiate({ productId: item._id, type }, { track: false }),
      );
      if (result.error) showError(result.error);
    });

  const increment = () => change('increment');

  const decrement = async () => {
    if (flight.isRunning()) return;
    if (item.qty <= 1) {
      dispatch(removalAsked(item._id));
      return;
    }
    await change('decrement');
  };

  const remove = () =>
    flight.run(async () => {
      const result = await dispatch(cartApi.endpoints.removeFromCart.initiate(item._id, { track: false }));
      if (result.error) showError(result.error);
      else notify.info(toastMessages.removedFromCart);
    });

  return {
    busy,
    increment,
    decrement,
    remove,
    confirmingRemoval,
    cancelRemoval: () => dispatch(removalCancelled()),
  };
}
