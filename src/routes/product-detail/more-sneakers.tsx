import { useId } from 'react';
import { useIntl } from 'react-intl';
import { relatedProducts, useGetProductsQuery } from '@/features/catalogue';
import type { CatalogueProduct } from '@/shared/types';
import { ProductShelf } from '../components/product-shelf';
import { RecentlyViewedShelf } from '../components/recently-viewed-shelf';
import './more-sneakers.css';

const RELATED_SHOWN = 4;

/** Below the product: "You may also like" (same brand or category), then "Recently viewed". */
export function MoreSneakers({ product }: { product: CatalogueProduct }) {
  const headingId = useId();
  const intl = useIntl();
  const { data: products, error } = useGetProductsQuery(undefined);
  const related = products && relatedProducts(products, product, RELATED_SHOWN);
  return (
    <div className="more-sneakers">
      {related?.length !== 0 && (
        <ProductShelf
          id={headingId}
          title={intl.formatMessage({ id: 'product.alsoLike' })}
          products={related}
          size={RELATED_SHOWN}
          error={error}
          variant="list"
        />
      )}
      <RecentlyViewedShelf exceptId={product._id} variant="list" />
    </div>
  );
}
