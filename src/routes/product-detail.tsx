import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError } from '@/shared/api-error';
import { useAppSelector } from '@/kernel/hooks';
import { selectSelectedAddress } from '@/features/addresses';
import { productListHref, selectFilters, useGetProductQuery, useRecordViewed } from '@/features/catalogue';
import { DeliveryEstimate } from '@/features/delivery';
import { ProductReviews } from '@/features/reviews';
import { LoadFailed } from '@/shared/components/load-failed';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { SHOE_SIZES } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { PriceTag } from '@/shared/components/price-tag';
import { useCssVariable } from '@/shared/hooks/use-css-variable';
import type { Product } from '@/shared/types';
import { CartButton } from './components/cart-button';
import { StockBadge } from '@/shared/components/stock-badge';
import { usePageLoader } from './components/use-page-loader';
import { useCartButton, useWishlistToggle } from './components/use-product-actions';
import { BuyBar } from './product-detail/buy-bar';
import { MoreSneakers } from './product-detail/more-sneakers';
import { SizeGuide } from './product-detail/size-guide';
import { ZoomablePicture } from './product-detail/zoomable-picture';
import './product-detail.css';
import { paths } from '@/shared/paths';
import { useProductOrigin, useProductText, useProductTitle } from '@/shared/i18n/use-product-texts';

/** The rating's star, a picture for the eye (the hidden "Rating" says it in words). */
const STAR = '★';

/** Back to the list as the shopper left it: the filters slice mirrors the list's last URL. */
function BackToList() {
  const filters = useAppSelector(selectFilters);
  return (
    <Link to={productListHref(filters)} className="product-detail__back">
      <FormattedMessage id="product.allSneakers" />
    </Link>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const cart = useCartButton(product, product.stock);
  const wishlist = useWishlistToggle(product);
  const navigate = useNavigate();
  const address = useAppSelector(selectSelectedAddress);
  const tint = useCssVariable<HTMLDivElement>('--detail-tint', product.color);
  const actionsRef = useRef<HTMLDivElement>(null);
  const title = useProductTitle(product);
  const text = useProductText(product);
  const origin = useProductOrigin(product);
  useRecordViewed(product._id);

  const onWishlist = () => {
    if (wishlist.wished) void navigate(paths.wishlist);
    else void wishlist.toggle();
  };

  return (
    <article className="product-detail" aria-label={title}>
      <div className="product-detail__media" ref={tint}>
        <ZoomablePicture product={product} />
      </div>
      <div className="product-detail__info">
        <p className="product-detail__brand">{product.brand}</p>
        <PageTitle>{title}</PageTitle>
        <p className="product-detail__rating">
          <span className="visually-hidden">
            <FormattedMessage id="card.rating" />
          </span>
          <span aria-hidden="true">{STAR}</span> {product.rating}
        </p>
        <PriceTag price={product.price} mrp={product.mrp} className="product-detail__price" />
        {/* Indian law (Legal Metrology rules) asks for the MRP and the country of origin. */}
        <p className="product-detail__mrp">
          <FormattedMessage id="product.mrp" values={{ mrp: formatRupees(product.mrp) }} />
        </p>
        <p className="product-detail__text">{text}</p>
        <p className="product-detail__origin">
          <FormattedMessage id="product.origin" values={{ country: origin }} />
        </p>
        <DeliveryEstimate addressPincode={address?.pincode} />

        <section className="product-detail__sizes" aria-labelledby="product-sizes">
          <h2 id="product-sizes">
            <FormattedMessage id="product.sizes" />
          </h2>
          <SizeGuide />
          <ul>
            {SHOE_SIZES.map((size) => (
              <li key={size}>{size}</li>
            ))}
          </ul>
        </section>

        <StockBadge stock={cart.stock} id={cart.stockNoticeId} className="product-detail__stock" />
        <div className="product-detail__actions" ref={actionsRef}>
          <CartButton cart={cart} />
          <button type="button" className="btn btn--accent" disabled={wishlist.busy} onClick={onWishlist}>
            <FormattedMessage id={wishlist.wished ? 'product.goToWishlist' : 'product.addToWishlist'} />
          </button>
        </div>
      </div>
      <BuyBar product={product} watch={actionsRef} />
    </article>
  );
}

/** Spec §2 product detail at /productlist/{_id}: a 1 s loader, then the product or a way back. */
export function ProductDetailScreen() {
  const { productId = '' } = useParams();
  const { data: product, error, isFetching, refetch } = useGetProductQuery(productId);
  const loading = usePageLoader(productId);
  const intl = useIntl();
  const detailsTitle = intl.formatMessage({ id: 'product.details' });
  const known = product?._id === productId ? product : undefined;

  let body;
  if (loading || (isFetching && !error)) {
    body = (
      <>
        <PageTitle visuallyHidden>{detailsTitle}</PageTitle>
        <Spinner label={intl.formatMessage({ id: 'product.loading' })} page />
      </>
    );
  } else if (known) {
    body = (
      <>
        <ProductDetails product={known} />
        <ProductReviews product={known} />
        <MoreSneakers product={known} />
      </>
    );
  } else if (readApiError(error)?.status === 404) {
    body = (
      <div className="empty-state product-detail__missing">
        <PageTitle>{intl.formatMessage({ id: 'product.notFound' })}</PageTitle>
        <p>
          <FormattedMessage id="product.notFoundText" values={{ productId }} />
        </p>
        <Link to={paths.productList} className="btn">
          <FormattedMessage id="product.browseAll" />
        </Link>
      </div>
    );
  } else {
    body = (
      <LoadFailed error={error} onRetry={() => void refetch()} className="product-detail__missing">
        <PageTitle>{detailsTitle}</PageTitle>
      </LoadFailed>
    );
  }

  return (
    <div className="product-detail-screen">
      <BackToList />
      {body}
    </div>
  );
}
