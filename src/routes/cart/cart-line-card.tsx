import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCartLine } from '@/features/cart';
import { productHref, useStockOf } from '@/features/catalogue';
import { ProductPicture } from '@/shared/components/product-picture';
import { StockBadge } from '@/shared/components/stock-badge';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { Modal } from '@/shared/components/modal';
import { MAX_QTY_PER_LINE } from '@/shared/constants';
import { PriceTag } from '@/shared/components/price-tag';
import { inlineMessages, orderMessages, toastMessages } from '@/shared/messages';
import type { CartItem } from '@/shared/types';
import { useWishlistToggle } from '../components/use-product-actions';
import './cart-line-card.css';
import { WishlistHeart } from '../components/wishlist-heart';

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
  return (
    <div className="cart-line__qty" role="group" aria-label="Quantity" aria-describedby={titleId}>
      <button
        type="button"
        className="cart-line__step"
        aria-label="Decrease quantity"
        aria-describedby={titleId}
        disabled={line.busy}
        onClick={() => void line.decrement()}
      >
        −
      </button>
      <output className="cart-line__count" aria-live="polite" aria-label={`Quantity ${item.qty}`}>
        {item.qty}
      </output>
      <button
        type="button"
        className="cart-line__step"
        aria-label="Increase quantity"
        aria-describedby={stockNoticeId ? `${titleId} ${stockNoticeId}` : titleId}
        disabled={line.busy || item.qty >= MAX_QTY_PER_LINE || stockNoticeId !== undefined}
        title={item.qty >= MAX_QTY_PER_LINE ? `At most ${MAX_QTY_PER_LINE} pairs of one sneaker` : undefined}
        onClick={() => void line.increment()}
      >
        +
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
  const line = useCartLine(item);
  const stock = useStockOf(item._id);
  const stockNoticeId = useId();
  // Only where the notice shows ("Only N left"), so the disabled + has its reason in sight.
  const atStock = stock !== undefined && stock <= LOW_STOCK && item.qty >= stock;
  const wishlist = useWishlistToggle(item, {
    redirectVisitor: false,
    addedMessage: toastMessages.wishlistAdded,
  });

  return (
    <li className="cart-line card" aria-labelledby={titleId}>
      <Link to={productHref(item)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ProductPicture img={item.img} alt="" layout="cart-line" priority="eager" />
      </Link>
      <div className="cart-line__body">
        <h3 id={titleId} className="cart-line__title">
          <Link to={productHref(item)}>{item.title}</Link>
        </h3>
        <PriceTag price={item.price} mrp={item.mrp} className="cart-line__price" />
        {item.unavailable ? (
          <p className="cart-line__unavailable">{orderMessages.noLongerAvailable}</p>
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
            Remove from Cart
          </button>
        </div>
      </div>
      <WishlistHeart wishlist={wishlist} describedBy={titleId} className="cart-line__heart" />
      <Modal
        open={line.confirmingRemoval}
        title={inlineMessages.removeProductQuestion}
        onClose={line.cancelRemoval}
        role="alertdialog"
      >
        <p className="cart-line__confirm-text">{item.title}</p>
        <div className="modal__actions">
          {/* The safe choice first, so it is where the dialog puts focus. */}
          <button type="button" className="btn btn--ghost" onClick={line.cancelRemoval}>
            {inlineMessages.cancelRemove}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={line.busy}
            onClick={() => void line.remove()}
          >
            {inlineMessages.confirmRemove}
          </button>
        </div>
      </Modal>
    </li>
  );
}
