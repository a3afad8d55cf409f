import { FormattedMessage } from 'react-intl';
import { formatRupees } from '../format-rupees';
import { savingPercent } from '../price-saving';
import './price-tag.css';

interface PriceTagProps {
  price: number;
  mrp: number;
  className?: string;
}

/** Between the price and the saving, a pause for a screen reader (the eye has the stylesheet's "·"). */
const PAUSE = ', ';

/**
 * A price as Indian shops show it: where the MRP is above the price, the MRP struck through, the
 * price, and the saving ("₹3,599 ₹3,199 · 11 % off", the "·" drawn by the stylesheet); at the MRP, the price alone. A screen reader
 * hears which figure is which, as strike-through is not read out.
 */
export function PriceTag({ price, mrp, className }: PriceTagProps) {
  const saving = savingPercent(price, mrp);
  return (
    <p className={className ? `price-tag ${className}` : 'price-tag'}>
      {saving > 0 && (
        <>
          <span className="visually-hidden">
            <FormattedMessage id="product.priceMrp" />
          </span>
          <s className="price-tag__mrp">{formatRupees(mrp)}</s>{' '}
          <span className="visually-hidden">
            <FormattedMessage id="product.pricePrice" />
          </span>
        </>
      )}
      <span className="price-tag__price">{formatRupees(price)}</span>
      {saving > 0 && (
        <span className="price-tag__saving">
          <span className="visually-hidden">{PAUSE}</span>
          <FormattedMessage id="product.priceSaving" values={{ saving }} />
        </span>
      )}
    </p>
  );
}
