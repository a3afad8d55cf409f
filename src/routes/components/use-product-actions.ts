import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/app/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/app/session';
import { addToCart, selectCartItemIds } from '@/features/cart';
import { addToWishlist, removeFromWishlist, selectWishlistIds } from '@/features/wishlist';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { notify } from '@/shared/notify';
import type { Product } from '@/shared/types';
import type { LoginRedirectState } from '../require-auth';

/**
 * What both product actions need around the request: whether anyone is logged in, one request at
 * a time, and where to go. A visitor is told to log in and, if `redirect`, sent there remembering
 * this page (spec §6). Kept to a few hooks: every product card on a page runs two of these.
 */
function useProductAction() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const flight = useSingleFlight();
  const [busy, setBusy] = useState(false);
  // What the request changes is read from the store, so the control is never shown enabled next to
  // a stale label: the store has the answer before the request's promise settles.
  const run = (work: () => Promise<void>) =>
    flight.run(async () => {
      setBusy(true);
      try {
        await work();
      } finally {
        setBusy(false);
      }
    });
  const loginFirst = (redirect: boolean) => {
    notify.warning(toastMessages.loginFirst);
    if (!redirect) return;
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate('/login', { state });
  };
  return { loggedIn, dispatch, navigate, run, busy, loginFirst };
}

/** Add to Cart, or Go to Cart once it is there (spec §2 product card). */
export function useCartButton(product: Product) {
  const inCart = useAppSelector(selectCartItemIds).has(product._id);
  const { loggedIn, dispatch, navigate, run, busy, loginFirst } = useProductAction();

  const onClick = () =>
    run(async () => {
      if (!loggedIn) {
        loginFirst(true);
        return;
      }
      if (inCart) {
        void navigate('/cart');
        return;
      }
      const result = await dispatch(addToCart(product));
      if (result.error) notify.error(errorMessage(result.error, inlineMessages.networkError));
      else notify.success(toastMessages.addedToCart);
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
  const { loggedIn, dispatch, run, busy, loginFirst } = useProductAction();

  const toggle = () =>
    run(async () => {
      if (!loggedIn) {
        loginFirst(redirectVisitor);
        return;
      }
      const result = wished
        ? await dispatch(removeFromWishlist(product._id))
        : await dispatch(addToWishlist(product));
      if (result.error) notify.error(errorMessage(result.error, inlineMessages.networkError));
      else if (wished) notify.info(toastMessages.removedFromWishlist);
      else notify.success(addedMessage);
    });

  return { wished, busy, toggle };
}
