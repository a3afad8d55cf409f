import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { apiErrorMessage } from '@/shared/api-error';
import { notify } from '@/shared/notify';
import type { CartItem } from '@/shared/types';
import {
  removalAsked,
  removalCancelled,
  requestLineRemoval,
  requestQtyChange,
  selectAwaitingRemoval,
  selectCartLineRequest,
} from './cart-slice';

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
  const removed = useIntl().formatMessage({ id: 'cart.removedFromCart' });

  const showError = (error: unknown) => notify.error(apiErrorMessage(error));

  const change = async (type: 'increment' | 'decrement') => {
    const result = await dispatch(requestQtyChange(item._id, type));
    if (result?.error) showError(result.error);
  };

  const increment = () => change('increment');

  const decrement = async () => {
    if (item.qty <= 1) {
      dispatch(removalAsked(item._id));
      return;
    }
    await change('decrement');
  };

  const remove = async () => {
    const result = await dispatch(requestLineRemoval(item._id));
    if (!result) return;
    if (result.error) showError(result.error);
    else notify.info(removed);
  };

  return {
    busy,
    increment,
    decrement,
    remove,
    confirmingRemoval,
    cancelRemoval: () => dispatch(removalCancelled()),
  };
}
