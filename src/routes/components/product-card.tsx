import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { productHref, useStockOf } from '@/features/catalogue';
import { ProductPicture, type PicturePriority } from '@/shared/components/product-picture';
import { StockBadge } from '@/shared/components/stock-badge';
import { PriceTag } from '@/shared/components/price-tag';
import { useCssVariable } from '@/shared/hooks/use-css-variable';
import type { CatalogueProduct } from '@/shared/types';
import { CartButton } from './cart-button';
import { useCartButton, useWishlistToggle } from './use-product-actions';
import './product-card.css';
import { WishlistHeart } from './wishlist-heart';
import { useProductTitle } from '@/shared/i18n/use-product-texts';
import { useLocale } from '@/shared/i18n/language-context';

interface ProductCardProps {
  product: CatalogueProduct;
  /** Home cards lead to the product with 'Buy Now'; list cards add to the cart (spec §2). */
  variant?: 'home' | 'list';
  /** Cards in the first screenful load their art at once; the rest wait until scrolled near (cardPriority). */
  priority?: PicturePriority;
  /** A wide shelf's cards are drawn larger, so their picture is picked wider. */
  layout?: 'card' | 'wide-card';
}

/** The rating's star, a picture for the eye (the rating's label says "Rating" in words). */
const STAR = '★';

const brandName = (product: CatalogueProduct) =>
  product.brand.charAt(0).toUpperCase() + product.brand.slice(1);

/**
 * The product card of home, the list and the wishlist: art and title open the product, the heart
 * toggles the wishlist (filled red when wishlisted), the button adds to the cart or goes there.
 */
export function ProductCard({
  product,
  variant = 'list',
  priority = 'lazy',
  layout = 'card',
}: ProductCardProps) {
  const titleId = useId();
  const title = useProductTitle(product);
  const hindi = useLocale() === 'hi';
  // The list's own answer carries it; wishlist cards read it from the catalogue by id.
  const cart = useCartButton(product, useStockOf(product._id));
  const wishlist = useWishlistToggle(product);
  const href = productHref(product);
  const tint = useCssVariable<HTMLSpanElement>('--card-tint', product.color);

  return (
    <article className="product-card" aria-labelledby={titleId}>
      <Link to={href} className="product-card__link">
        <span className="product-card__media" ref={tint}>
          <ProductPicture img={product.img} alt="" layout={layout} priority={priority} />
        </span>
        <h3 id={titleId} className="product-card__title">
          {title}
        </h3>
      </Link>
      <WishlistHeart wishlist={wishlist} describedBy={titleId} className="product-card__heart" />
      <p className="product-card__meta">
        <span className="product-card__brand">{brandName(product)}</span>
        <span className="product-card__rating">
          <span className="visually-hidden">
            <FormattedMessage id="card.rating" />
          </span>
          <span aria-hidden="true">{STAR}</span> {product.rating}
        </span>
      </p>
      <div className="product-card__foot">
        <PriceTag price={product.price} mrp={product.mrp} className="product-card__price" />
        {variant === 'home' ? (
          <Link to={href} className="btn btn--accent product-card__action" aria-describedby={titleId}>
            {/* `btn` is English (staff's data): a Hindi page says its own words. */}
            {(!hindi && product.btn) || <FormattedMessage id="card.buyNow" />}
          </Link>
        ) : (
          <CartButton cart={cart} className="product-card__action" describedBy={titleId} />
        )}
      </div>
      <StockBadge stock={cart.stock} id={cart.stockNoticeId} className="product-card__stock" />
    </article>
  );
}
