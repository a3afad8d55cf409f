import { useId, type RefObject } from 'react';
import { formatRupees } from '@/shared/format-rupees';
import type { Product } from '@/shared/types';
import { StockBadge } from '@/shared/components/stock-badge';
import { CartButton } from '../components/cart-button';
import { useCartButton } from '../components/use-product-actions';
import { useScrolledAway } from './use-scrolled-away';
import './buy-bar.css';
import { useProductTitle } from '@/shared/i18n/use-product-texts';

interface BuyBarProps {
  product: Product;
  /** The page's own buttons: the bar shows once they have scrolled away. */
  watch: RefObject<HTMLElement | null>;
}

/**
 * On a phone (below 991 px; wider screens never show it), the price and Add to Cart / Go to Cart
 * stay at the bottom of the screen once the page's own button has scrolled up out of view.
 */
export function BuyBar({ product, watch }: BuyBarProps) {
  const titleId = useId();
  const title = useProductTitle(product);
  const away = useScrolledAway(watch);
  const cart = useCartButton(product, product.stock);
  if (!away) return null;
  return (
    <div className="buy-bar" role="group" aria-labelledby={titleId}>
      <p className="buy-bar__what">
        <span id={titleId} className="buy-bar__title">
          {title}
        </span>
        <span className="buy-bar__price">{formatRupees(product.price)}</span>
      </p>
      <StockBadge stock={cart.stock} id={cart.stockNoticeId} />
      <CartButton cart={cart} />
    </div>
  );
}
