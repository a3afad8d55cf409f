import { useIntl } from 'react-intl';
import { useId } from 'react';
import { productsWithIds, useGetProductsQuery, useRecentlyViewedIds } from '@/features/catalogue';
import { ProductShelf } from './product-shelf';

interface RecentlyViewedShelfProps {
  /** The product on screen, which is not shown as recently viewed. */
  exceptId?: string;
  variant: 'home' | 'list';
}

/** "Recently viewed": the sneakers this browser opened, newest first; nothing when there are none. */
export function RecentlyViewedShelf({ exceptId, variant }: RecentlyViewedShelfProps) {
  const headingId = useId();
  const intl = useIntl();
  const ids = useRecentlyViewedIds(exceptId);
  const { data: products, error } = useGetProductsQuery(undefined, { skip: ids.length === 0 });
  const viewed = products && productsWithIds(products, ids);
  if (ids.length === 0 || viewed?.length === 0) return null;
  return (
    <ProductShelf
      id={headingId}
      title={intl.formatMessage({ id: 'home.recentlyViewed' })}
      products={viewed}
      size={ids.length}
      error={error}
      variant={variant}
    />
  );
}
