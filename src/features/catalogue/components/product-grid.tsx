import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CatalogueProduct } from '@/shared/types';
import './product-grid.css';

interface ProductGridProps {
  products: readonly CatalogueProduct[];
  label: string;
  renderProduct: (product: CatalogueProduct, index: number) => ReactNode;
  /** 'Show more' appends the next page; omitted when everything is shown. */
  onShowMore?: () => void;
  total?: number;
}

/**
 * A responsive grid of product cards. After 'Show more', focus moves to the first new card so a
 * keyboard or screen reader user carries on where the new cards begin.
 */
export function ProductGrid({ products, label, renderProduct, onShowMore, total }: ProductGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children.item(from)?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [products.length]);

  return (
    <>
      <ul ref={listRef} className="product-grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={product._id} className="product-grid__item">
            {renderProduct(product, index)}
          </li>
        ))}
      </ul>
      {onShowMore && (
        <div className="product-grid__more">
          {total !== undefined && (
            <p className="product-grid__progress">
              <FormattedMessage id="grid.progress" values={{ shown: products.length, total }} />
            </p>
          )}
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              focusFrom.current = products.length;
              onShowMore();
            }}
          >
            <FormattedMessage id="grid.showMore" />
          </button>
        </div>
      )}
    </>
  );
}
