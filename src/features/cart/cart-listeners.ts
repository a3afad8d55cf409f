import type { AppStartListening } from '@/kernel/root-reducer';
import { cartChangedByServer, selectSessionKey } from '@/kernel/session';
import { storeCart } from './cart-api';

export function registerCartListeners(startListening: AppStartListening): void {
  // Paying an order takes its lines out of the cart; the cart that is left shows at once.
  startListening({
    actionCreator: cartChangedByServer,
    effect: ({ payload }, listenerApi) => {
      const sessionKey = selectSessionKey(listenerApi.getState());
      if (sessionKey !== null) listenerApi.dispatch(storeCart(payload, sessionKey));
    },
  });
}
