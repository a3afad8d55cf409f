import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '@/shared/api-error';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/app/session';
import { requestAddToCart, selectCartItemIds } from '@/features/cart';
import { requestAddToWishlist, requestRemoveFromWishlist, selectWishlistIds } from '@/features/wishlist';
import { toastMessages } from '@/shared/messages';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { notify } from '@/shared/notify';
import type { Product } from '@/shared/types';
import type { LoginRedirectState } from '../require-auth';

/**
 * What both product actions need: whether anyone is logged in, one click at a time, and where to
 * go. A visitor is told to log in and, if `redirect`, sent there remembering this page (spec §6).
 * Kept to a few hooks: every product card on a page runs two of these.
 */
function useProductAction() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const flight = useSingleFlight();
  const [busy, setBusy] = useState(false);

  /**
   * Runs a request with the control disabled. What it changes is read from the store, which has
   * the answer before the request's promise settles, so the control never shows enabled next to
   * a stale label.
   */
  const request = async (send: () => Promise<{ error?: unknown }>, succeeded: () => void) => {
    setBusy(true);
    try {
      const result = await send();
      if (result.error) notify.error(apiErrorMessage(result.error));
      else succeeded();
    } finally {
      setBusy(false);
    }
  };

  const loginFirst = (redirect: boolean) => {
    notify.warning(toastMessages.loginFirst);
    if (!redirect) return;
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate('/login', { state });
  };

  return { loggedIn, dispatch, navigate, flight, busy, request, loginFirst };
}

/** Add to Cart, or Go to Cart once it is there (spec §2 product card). */
export function useCartButton(product: Product) {
  const inCart = useAppSelector(selectCartItemIds).has(product._id);
  const { loggedIn, dispatch, navigate, flight, busy, request, loginFirst } = useProductAction();

  const onClick = () =>
    flight.run(async () => {
      if (!loggedIn) loginFirst(true);
      else if (inCart) void navigate('/cart');
      else {
        await request(
          () => dispatch(requestAddToCart(product)),
          () => notify.success(toastMessages.addedToCart),
        );
      }
    });

  return { inCart, busy, onClick, label: inCart ? 'Go to Cart' : 'Add to Cart' };
}

interface WishlistToggleOptions {
  /** Product cards send a visitor to login; the cart page's heart only warns (spec §6). */
  redirectVisitor?: boolean;
  /** The toast after adding: 'Successfully added to Wishlist' on cards, 'Added to Wishlist' in the cart. */
  addedMessage?: string;
}

/** The heart: adds, or removes when already wishlisted (spec §2). */
export function useWishlistToggle(
  product: Product,
  { redirectVisitor = true, addedMessage = toastMessages.addedToWishlist }: WishlistToggleOptions = {},
) {
  const wished = useAppSelector(selectWishlistIds).has(product._id);
  const { loggedIn, dispatch, flight, busy, request, loginFirst } = useProductAction();

  const toggle = () =>
    flight.run(async () => {
      if (!loggedIn) loginFirst(redirectVisitor);
      else if (wished) {
        await request(
          () => dispatch(requestRemoveFromWishlist(product._id)),
          () => notify.info(toastMessages.removedFromWishlist),
        );
      } else {
        await request(
          () => dispatch(requestAddToWishlist(product)),
          () => notify.success(addedMessage),
        );
      }
    });

  return { wished, busy, toggle };
}
