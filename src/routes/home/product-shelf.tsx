import { apiErrorMessage } from '@/shared/api-error';
import type { Product } from '@/shared/types';
import { ProductCard } from '../components/product-card';

interface ProductShelfProps {
  id: string;
  title: string;
  products: readonly Product[] | undefined;
  /** How many cards the shelf holds, so the loading placeholders keep the final size. */
  size: number;
  error: unknown;
  /** 'wide' gives a short shelf three large cards across. */
  layout?: 'wide' | 'grid';
}

/** A titled row of home cards ('Buy Now'), with placeholders of the same size while loading. */
export function ProductShelf({ id, title, products, size, error, layout = 'grid' }: ProductShelfProps) {
  const className = layout === 'wide' ? 'shelf shelf--wide' : 'shelf';
  let body;
  if (products) {
    body = (
      <ul className={className}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} variant="home" />
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
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {body}
    </section>
  );
}
