import { FormattedMessage } from 'react-intl';
import { LOW_STOCK } from '../order-lifecycle';
import './stock-badge.css';

/** What a shopper is told of a product's stock: nothing while plenty is left (or it is not known yet). */
function stockNotice(stock: number | undefined) {
  if (stock === undefined || stock > LOW_STOCK) return null;
  return stock <= 0 ? (
    <FormattedMessage id="stock.outOfStock" />
  ) : (
    <FormattedMessage id="stock.onlyLeft" values={{ left: stock }} />
  );
}

/**
 * "Only N left" or "Out of stock", the one wording of cards, the product page and cart lines. Visible
 * text, so a disabled Add to Cart's reason is read and seen, not hidden in a tooltip; `id` lets the
 * button point at it (aria-describedby).
 */
export function StockBadge({
  stock,
  id,
  className,
}: {
  stock: number | undefined;
  id?: string;
  className?: string;
}) {
  const notice = stockNotice(stock);
  if (!notice) return null;
  const look = stock === 0 ? 'stock-badge stock-badge--out' : 'stock-badge';
  return (
    <p id={id} className={className ? `${look} ${className}` : look}>
      {notice}
    </p>
  );
}
