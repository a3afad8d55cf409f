import { useIntl } from 'react-intl';
import { selectPopularProducts, selectTrendingProducts, useGetProductsQuery } from '@/features/catalogue';
import { PageTitle } from '@/shared/components/page-title';
import { BrandRow } from './home/brand-row';
import { Hero } from './home/hero';
import { promoBlocks } from './home/home-content';
import { ProductShelf } from './components/product-shelf';
import { RecentlyViewedShelf } from './components/recently-viewed-shelf';
import { PromoBanners } from './home/promo-banners';
import { PromoBlock } from './home/promo-block';
import { VideoCovers } from './home/video-covers';
import './home/home.css';

/** Spec §2 home: hero, brands, Popular (products 12–14), covers, Trending (first 12), promos. */
export function HomeScreen() {
  const intl = useIntl();
  const { data: products, error } = useGetProductsQuery(undefined);
  return (
    <div className="home">
      <PageTitle visuallyHidden documentTitle={null}>
        {intl.formatMessage({ id: 'home.title' })}
      </PageTitle>
      <Hero />
      <BrandRow />
      <RecentlyViewedShelf variant="home" />
      <ProductShelf
        id="home-popular"
        title={intl.formatMessage({ id: 'home.popular' })}
        size={3}
        layout="wide"
        products={products && selectPopularProducts(products)}
        error={error}
      />
      <VideoCovers />
      <PromoBlock block={promoBlocks.highlight} />
      <ProductShelf
        id="home-trending"
        title={intl.formatMessage({ id: 'home.trending' })}
        size={12}
        products={products && selectTrendingProducts(products)}
        error={error}
      />
      <PromoBlock block={promoBlocks.featured} reversed />
      <PromoBanners />
    </div>
  );
}
