import { isSessionAnswer } from '@/features/auth/auth-api';
import { forgetRememberedToken } from '@/features/mockman/last-request-storage';
import { storeWishlist } from '@/features/wishlist/wishlist-api';
import { baseApi } from '@/kernel/api';
import { storeCart } from '@/kernel/cart-query-api';
import type { AppStartListening } from '@/kernel/root-reducer';
import { sessionEnded } from '@/kernel/session';

/** What a session's start and end mean for the cache, which belongs to no one feature. */
export function registerSessionListeners(startListening: AppStartListening): void {
  // Spec §4: the cart and wishlist load from the login's answer, so the header's badges are right
  // at once. They go straight into the cache, the one copy of them. The answer starts the session,
  // so they are written as it arrives, before the screens it re-renders ask for them, rather than
  // by storeAnswerInSessionList (kernel), which writes a request's answer within a session.
  startListening({
    matcher: isSessionAnswer,
    effect: ({ payload: { user } }, { dispatch }) => {
      dispatch(storeCart(user.cart, user.email));
      dispatch(storeWishlist(user.wishlist, user.email));
    },
  });
  // Whatever the server told one session, another must not see: the whole cache goes with it, and
  // so does the token the request tester remembers.
  startListening({
    actionCreator: sessionEnded,
    effect: (_action, { dispatch }) => {
      dispatch(baseApi.util.resetApiState());
      forgetRememberedToken();
    },
  });
}
