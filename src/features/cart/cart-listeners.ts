import type { AppStartListening } from '@/app/listener';
import { cartChangedByServer, selectToken } from '@/app/session';
import { storeCart } from './cart-api';

export function registerCartListeners(startListening: AppStartListening): void {
  // Paying an order takes its lines out of the cart; the cart that is left shows at once.
  startListening({
    actionCreator: cartChangedByServer,
    effect: ({ payload }, listenerApi) => {
      const token = selectToken(listenerApi.getState());
      if (token !== null) listenerApi.dispatch(storeCart(payload, token));
    },
  });
}
