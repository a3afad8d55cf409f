import { FormattedMessage, useIntl } from 'react-intl';
import { SearchIcon } from '@/shared/components/icons';
import { ClosableModal } from '@/shared/components/modal';
import { useModal } from '@/shared/hooks/use-modal';
import { ProductPicture } from '@/shared/components/product-picture';
import type { CatalogueProduct } from '@/shared/types';
import './zoomable-picture.css';
import { useProductTitle } from '@/shared/i18n/use-product-texts';

/**
 * The product's picture, which opens a closer look: the same art filling a dialog as large as the
 * screen allows. The dialog closes on Escape, its × or the backdrop, and gives focus back here.
 */
export function ZoomablePicture({ product }: { product: CatalogueProduct }) {
  const { open, close, opener } = useModal();
  const intl = useIntl();
  const title = useProductTitle(product);
  return (
    <>
      <button
        type="button"
        className="zoomable"
        aria-label={intl.formatMessage({ id: 'product.zoomIn' }, { title })}
        {...opener}
      >
        <ProductPicture img={product.img} alt={title} layout="detail" priority="high" />
        <span className="zoomable__hint" aria-hidden="true">
          <SearchIcon width={16} height={16} />
          <FormattedMessage id="product.zoom" />
        </span>
      </button>
      <ClosableModal
        open={open}
        title={title}
        onClose={close}
        className="zoomed"
        closeLabel={intl.formatMessage({ id: 'product.closeZoom' })}
      >
        <ProductPicture img={product.img} alt={title} layout="zoom" className="zoomed__picture" />
      </ClosableModal>
    </>
  );
}
