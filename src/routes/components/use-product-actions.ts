import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/app/session';
import { selectCartItemIds, useAddToCartMutation } from '@/features/cart';
import {
  selectWishlistIds,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} from '@/features/wishlist';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { notify } from '@/shared/notify';
import type { Product } from '@/shared/types';
import type { LoginRedirectState } from '../require-auth';

/** A visitor is told to log in and sent there, remembering this page (spec §6). */
function useLoginFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return (redirect: boolean) => {
    notify.warning(toastMessages.loginFirst);
    if (!redirect) return;
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate('/login', { state });
  };
}

/** Add to Cart, or Go to Cart once it is there (spec §2 product card). */
export function useCartButton(product: Product) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const inCart = useAppSelector(selectCartItemIds).has(product._id);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const flight = useSingleFlight();

  const onClick = () =>
    flight.run(async () => {
      if (!loggedIn) {
        loginFirst(true);
        return;
      }
      if (inCart) {
        void navigate('/cart');
        return;
      }
      const result = await addToCart(product);
      if (result.error) notify.error(errorMessage(result.error, inlineMessages.networkError));
      else notify.success(toastMessages.addedToCart);
    });

  return { inCart, busy: isLoading, onClick, label: inCart ? 'Go to Cart' : 'Add to Cart' };
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
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wished = useAppSelector(selectWishlistIds).has(product._id);
  const [add, addState] = useAddToWishlistMutation();
  const [remove, removeState] = useRemoveFromWishlistMutation();
  const loginFirst = useLoginFirst();
  const flight = useSingleFlight();

  const toggle = () =>
    flight.run(async () => {
      if (!loggedIn) {
        loginFirst(redirectVisitor);
        return;
      }
      const result = wished ? await remove(product._id) : await add(product);
      if (result.error) notify.error(errorMessage(result.error, inlineMessages.networkError));
      else if (wished) notify.info(toastMessages.removedFromWishlist);
      else notify.success(addedMessage);
    });

  return { wished, busy: addState.isLoading || removeState.isLoading, toggle };
}
