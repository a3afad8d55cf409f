import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { productHref, useStockOf } from '@/features/catalogue';
import { StockBadge } from '@/shared/components/stock-badge';
import { formatRupees } from '@/shared/format-rupees';
import type { CatalogueProduct } from '@/shared/types';
import { CartButton } from './cart-button';
import { useCartButton, useWishlistToggle } from './use-product-actions';
import './product-card.css';
import { WishlistHeart } from './wishlist-heart';

interface ProductCardProps {
  product: CatalogueProduct;
  /** Home cards lead to the product with 'Buy Now'; list cards add to the cart (spec §2). */
  variant?: 'home' | 'list';
  /** Cards in the first screenful load their art at once; the rest wait until scrolled near. */
  priority?: boolean;
}

export { productHref };

const brandName = (product: CatalogueProduct) =>
  product.brand.charAt(0).toUpperCase() + product.brand.slice(1);

/**
 * The product card of home, the list and the wishlist: art and title open the product, the heart
 * toggles the wishlist (filled red when wishlisted), the button adds to the cart or goes there.
 */
export function ProductCard({ product, variant = 'list', priority = false }: ProductCardProps) {
  const titleId = useId();
  // The list's own answer carries it; wishlist cards read it from the catalogue by id.
  const cart = useCartButton(product, useStockOf(product._id));
  const wishlist = useWishlistToggle(product);
  const href = productHref(product);
  const tint = { '--card-tint': product.color } as CSSProperties;

  return (
    <article className="product-card" aria-labelledby={titleId}>
      <Link to={href} className="product-card__link">
        <span className="product-card__media" style={tint}>
          <img
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            src={product.img}
            alt=""
            width="400"
            height="300"
          />
        </span>
        <h3 id={titleId} className="product-card__title">
          {product.title}
        </h3>
      </Link>
      <WishlistHeart wishlist={wishlist} describedBy={titleId} className="product-card__heart" />
      <p className="product-card__meta">
        <span className="product-card__brand">{brandName(product)}</span>
        <span className="product-card__rating">
          <span className="visually-hidden">Rating </span>
          <span aria-hidden="true">★</span> {product.rating}
        </span>
      </p>
      <div className="product-card__foot">
        <p className="product-card__price">{formatRupees(product.price)}</p>
        {variant === 'home' ? (
          <Link to={href} className="btn btn--accent product-card__action" aria-describedby={titleId}>
            {product.btn || 'Buy Now'}
          </Link>
        ) : (
          <CartButton cart={cart} className="product-card__action" describedBy={titleId} />
        )}
      </div>
      <StockBadge stock={cart.stock} id={cart.stockNoticeId} className="product-card__stock" />
    </article>
  );
}
