import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCartLine } from '@/features/cart';
import { productHref, useStockOf } from '@/features/catalogue';
import { ProductPicture } from '@/shared/components/product-picture';
import { StockBadge } from '@/shared/components/stock-badge';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { Modal } from '@/shared/components/modal';
import { MAX_QTY_PER_LINE } from '@/shared/constants';
import { PriceTag } from '@/shared/components/price-tag';
import type { CartItem } from '@/shared/types';
import { useWishlistToggle } from '../components/use-product-actions';
import './cart-line-card.css';
import { WishlistHeart } from '../components/wishlist-heart';
import { useProductTitle } from '@/shared/i18n/use-product-texts';

/** The stepper's signs: pictures of minus and plus; their buttons' labels say it in words. */
const MINUS = '−';
const PLUS = '+';

/** The quantity's − and + (a line that can still be ordered). */
function QuantityStepper({
  item,
  line,
  titleId,
  stockNoticeId,
}: {
  item: CartItem;
  line: ReturnType<typeof useCartLine>;
  titleId: string;
  /** The "Only N left" notice's id, when the line already holds every pair left: + is disabled for it. */
  stockNoticeId: string | undefined;
}) {
  const intl = useIntl();
  return (
    <div
      className="cart-line__qty"
      role="group"
      aria-label={intl.formatMessage({ id: 'cart.quantity' })}
      aria-describedby={titleId}
    >
      <button
        type="button"
        className="cart-line__step"
        aria-label={intl.formatMessage({ id: 'cart.decrease' })}
        aria-describedby={titleId}
        disabled={line.busy}
        onClick={() => void line.decrement()}
      >
        {MINUS}
      </button>
      <output
        className="cart-line__count"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'cart.quantityOf' }, { qty: item.qty })}
      >
        {item.qty}
      </output>
      <button
        type="button"
        className="cart-line__step"
        aria-label={intl.formatMessage({ id: 'cart.increase' })}
        aria-describedby={stockNoticeId ? `${titleId} ${stockNoticeId}` : titleId}
        disabled={line.busy || item.qty >= MAX_QTY_PER_LINE || stockNoticeId !== undefined}
        title={
          item.qty >= MAX_QTY_PER_LINE
            ? intl.formatMessage({ id: 'cart.maxPairs' }, { max: MAX_QTY_PER_LINE })
            : undefined
        }
        onClick={() => void line.increment()}
      >
        {PLUS}
      </button>
    </div>
  );
}

/**
 * One cart line: art, title, price, quantity stepper, the wishlist heart (a visitor only gets the
 * warning, spec §6) and Remove from Cart. Minus at 1 asks before removing. A product staff
 * unpublished says "No longer available" instead of its quantity stepper.
 */
export function CartLineCard({ item }: { item: CartItem }) {
  const titleId = useId();
  const title = useProductTitle(item);
  const line = useCartLine(item);
  const stock = useStockOf(item._id);
  const stockNoticeId = useId();
  // Only where the notice shows ("Only N left"), so the disabled + has its reason in sight.
  const atStock = stock !== undefined && stock <= LOW_STOCK && item.qty >= stock;
  const wishlist = useWishlistToggle(item, {
    redirectVisitor: false,
    addedMessage: 'product.wishlistAdded',
  });
  const intl = useIntl();

  return (
    <li className="cart-line card" aria-labelledby={titleId}>
      <Link to={productHref(item)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ProductPicture img={item.img} alt="" layout="cart-line" priority="eager" />
      </Link>
      <div className="cart-line__body">
        <h3 id={titleId} className="cart-line__title">
          <Link to={productHref(item)}>{title}</Link>
        </h3>
        <PriceTag price={item.price} mrp={item.mrp} className="cart-line__price" />
        {item.unavailable ? (
          <p className="cart-line__unavailable">
            <FormattedMessage id="cart.noLongerAvailable" />
          </p>
        ) : (
          <>
            <StockBadge stock={stock} id={stockNoticeId} className="cart-line__stock" />
            <QuantityStepper
              item={item}
              line={line}
              titleId={titleId}
              stockNoticeId={atStock ? stockNoticeId : undefined}
            />
          </>
        )}
        <div className="cart-line__actions">
          <button
            type="button"
            className="btn btn--ghost"
            aria-describedby={titleId}
            disabled={line.busy}
            onClick={() => void line.remove()}
          >
            <FormattedMessage id="cart.remove" />
          </button>
        </div>
      </div>
      <WishlistHeart wishlist={wishlist} describedBy={titleId} className="cart-line__heart" />
      <Modal
        open={line.confirmingRemoval}
        title={intl.formatMessage({ id: 'cart.removeQuestion' })}
        onClose={line.cancelRemoval}
        role="alertdialog"
      >
        <p className="cart-line__confirm-text">{title}</p>
        <div className="modal__actions">
          {/* The safe choice first, so it is where the dialog puts focus. */}
          <button type="button" className="btn btn--ghost" onClick={line.cancelRemoval}>
            <FormattedMessage id="cart.cancelRemove" />
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={line.busy}
            onClick={() => void line.remove()}
          >
            <FormattedMessage id="cart.confirmRemove" />
          </button>
        </div>
      </Modal>
    </li>
  );
}
