import { apiErrorMessage } from '@/shared/api-error';
import type { CatalogueProduct } from '@/shared/types';
import { ProductCard } from './product-card';
import './product-shelf.css';

interface ProductShelfProps {
  id: string;
  title: string;
  products: readonly CatalogueProduct[] | undefined;
  /** How many cards the shelf holds, so the loading placeholders keep the final size. */
  size: number;
  error: unknown;
  /** 'wide' gives a short shelf three large cards across. */
  layout?: 'wide' | 'grid';
  /** Home's cards lead to the product with 'Buy Now'; elsewhere they add to the cart (spec §2). */
  variant?: 'home' | 'list';
}

/** A titled row of product cards, with placeholders of the same size while loading. */
export function ProductShelf({
  id,
  title,
  products,
  size,
  error,
  layout = 'grid',
  variant = 'home',
}: ProductShelfProps) {
  // A wide shelf is short: on a phone it swipes sideways (global.css).
  const className = layout === 'wide' ? 'shelf shelf--wide swipe-row' : 'shelf';
  let body;
  if (products) {
    body = (
      <ul className={className}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              variant={variant}
              layout={layout === 'wide' ? 'wide-card' : 'card'}
            />
          </li>
        ))}
      </ul>
    );
  } else if (error) {
    body = (
      <p className="form-error" role="alert">
        {apiErrorMessage(error)}
      </p>
    );
  } else {
    body = (
      <ul className={className} aria-busy="true">
        {Array.from({ length: size }, (_, index) => (
          <li key={index} className="shelf__placeholder" />
        ))}
      </ul>
    );
  }
  return (
    <section className="product-shelf" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {body}
    </section>
  );
}
