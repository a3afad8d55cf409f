import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '@/shared/api-error';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { selectIsLoggedIn } from '@/kernel/session';
import { requestAddToCart, selectCartItemIds, selectCartLineRequest } from '@/features/cart';
import { selectHeartRequest, selectWishlistIds, toggleHeart } from '@/features/wishlist';
import type { MessageId } from '@/shared/i18n/message-id';
import { notify } from '@/shared/notify';
import type { CatalogueProduct } from '@/shared/types';
import type { LoginRedirectState } from '../require-auth';
import { paths } from '@/shared/paths';

/**
 * What both product actions need: whether anyone is logged in, and where to go. A visitor is told
 * to log in and, if `redirect`, sent there remembering this page (spec §6). Kept to a few hooks:
 * every product card on a page runs two of these. A click while the product's request runs sends
 * nothing: the cart and wishlist slices know it runs, wherever it was sent from.
 */
function useProductAction() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  /** A toast's words in the page's language. */
  const words = (id: MessageId) => intl.formatMessage({ id });

  const loginFirst = (redirect: boolean) => {
    notify.warning(words('product.loginFirst'));
    if (!redirect) return;
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.login, { state });
  };

  return { loggedIn, dispatch, navigate, loginFirst, words };
}

/**
 * Add to Cart, or Go to Cart once it is there (spec §2 product card). `stock`, the pairs left
 * (undefined while unknown): none left disables Add to Cart, and `stockNoticeId` names the visible
 * notice that says why (StockBadge).
 */
export function useCartButton(product: CatalogueProduct, stock: number | undefined) {
  const stockNoticeId = useId();
  const inCart = useAppSelector(selectCartItemIds).has(product._id);
  // Any request for this line, from this card or wherever else the line shows (cart slice).
  const busy = useAppSelector((state) => selectCartLineRequest(state, product._id)) !== null;
  const { loggedIn, dispatch, navigate, loginFirst, words } = useProductAction();

  const onClick = async () => {
    if (!loggedIn) loginFirst(true);
    else if (inCart) void navigate(paths.cart);
    else {
      const result = await dispatch(requestAddToCart(product));
      if (!result) return;
      if (result.error) notify.error(apiErrorMessage(result.error));
      else notify.success(words('product.addedToCart'));
    }
  };

  const soldOut = stock !== undefined && stock <= 0 && !inCart;
  return {
    inCart,
    busy,
    soldOut,
    stock,
    stockNoticeId,
    onClick,
    /** The button's words (a catalogue id: CartButton says them in the page's language). */
    labelId: inCart ? ('card.goToCart' as const) : ('card.addToCart' as const),
  };
}

interface WishlistToggleOptions {
  /** Product cards send a visitor to login; the cart page's heart only warns (spec §6). */
  redirectVisitor?: boolean;
  /** The toast after adding: 'Successfully added to Wishlist' on cards, 'Added to Wishlist' in the cart. */
  addedMessage?: 'product.addedToWishlist' | 'product.wishlistAdded';
}

/** The heart: adds, or removes when already wishlisted (spec §2). */
export function useWishlistToggle(
  product: CatalogueProduct,
  { redirectVisitor = true, addedMessage = 'product.addedToWishlist' }: WishlistToggleOptions = {},
) {
  const wished = useAppSelector(selectWishlistIds).has(product._id);
  const busy = useAppSelector((state) => selectHeartRequest(state, product._id)) !== null;
  const { loggedIn, dispatch, loginFirst, words } = useProductAction();

  const toggle = async () => {
    if (!loggedIn) {
      loginFirst(redirectVisitor);
      return;
    }
    const result = await dispatch(toggleHeart(product));
    if (toggleHeart.fulfilled.match(result)) {
      if (result.payload.added) notify.success(words(addedMessage));
      else notify.info(words('product.removedFromWishlist'));
    } else if (!result.meta.condition) notify.error(apiErrorMessage(result.payload));
  };

  return { wished, busy, toggle };
}
