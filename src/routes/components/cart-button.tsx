import { FormattedMessage } from 'react-intl';
import type { useCartButton } from './use-product-actions';

interface CartButtonProps {
  cart: ReturnType<typeof useCartButton>;
  /** The place's own class, beside the button's. */
  className?: string;
  /** The id of the product's title, where the button's label alone does not name the product. */
  describedBy?: string;
}

/**
 * Add to Cart, or Go to Cart once the sneaker is there; disabled while its line's request runs, and
 * when none are left (described by the place's StockBadge, `cart.stockNoticeId`).
 */
export function CartButton({ cart, className, describedBy }: CartButtonProps) {
  const look = cart.inCart ? 'btn btn--ghost' : 'btn';
  return (
    <button
      type="button"
      className={className ? `${look} ${className}` : look}
      aria-describedby={
        [describedBy, cart.soldOut ? cart.stockNoticeId : null].filter(Boolean).join(' ') || undefined
      }
      disabled={cart.busy || cart.soldOut}
      onClick={() => void cart.onClick()}
    >
      <FormattedMessage id={cart.labelId} />
    </button>
  );
}
