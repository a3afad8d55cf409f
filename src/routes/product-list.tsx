import { useCallback, useRef } from 'react';
import {
  FilterChips,
  FilterSidebar,
  firstPages,
  ProductGrid,
  selectVisibleProducts,
  useFiltersUrl,
  useGetProductsQuery,
  useResultsReveal,
} from '@/features/catalogue';
import { LoadFailed } from '@/shared/components/load-failed';
import { PageTitle } from '@/shared/components/page-title';
import { Spinner } from '@/shared/components/spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardPriority } from './components/card-priority';
import { ProductCard } from './components/product-card';
import './product-list.css';

/** Cards in the first rows load their art eagerly; the rest lazily. */
const EAGER_CARDS = 6;

/** Spec §2 product list: filters beside a grid of the products numbered above 15. */
export function ProductListScreen() {
  const intl = useIntl();
  const { data: products, error, refetch } = useGetProductsQuery(undefined);
  const { filters, page, setFilter, clearFilters, showPage } = useFiltersUrl();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useCallback(() => resultsHeading.current?.focus(), []);

  const visible = products ? selectVisibleProducts(products, filters) : null;
  const revealed = useResultsReveal(visible ? visible.length : null);
  const shown = visible ? firstPages(visible, page) : null;

  let results;
  if (error && !products) {
    results = <LoadFailed error={error} onRetry={() => void refetch()} />;
  } else if (!revealed || !visible || !shown) {
    results = <Spinner label={intl.formatMessage({ id: 'productList.loading' })} page />;
  } else if (visible.length === 0) {
    results = (
      <div className="empty-state product-list__empty">
        <img src="/images/empty-wishlist.svg" alt="" width="240" height="180" />
        <p className="product-list__empty-title">
          <FormattedMessage id="productList.noProducts" />
        </p>
        <button type="button" className="btn btn--ghost" onClick={clearFilters}>
          <FormattedMessage id="filters.clear" />
        </button>
      </div>
    );
  } else {
    results = (
      <ProductGrid
        label={intl.formatMessage({ id: 'productList.title' })}
        products={shown.items}
        total={visible.length}
        renderProduct={(product, index) => (
          <ProductCard product={product} priority={cardPriority(index, EAGER_CARDS)} />
        )}
        onShowMore={shown.hasMore ? () => showPage(shown.page + 1) : undefined}
      />
    );
  }

  return (
    <div className="product-list">
      <PageTitle>{intl.formatMessage({ id: 'productList.title' })}</PageTitle>
      <div className="product-list__layout">
        <FilterSidebar
          filters={filters}
          onChange={setFilter}
          onClear={clearFilters}
          resultCount={visible ? visible.length : null}
        />
        <section className="product-list__results" aria-labelledby="product-list-results">
          <h2 id="product-list-results" className="visually-hidden" ref={resultsHeading} tabIndex={-1}>
            <FormattedMessage id="productList.results" />
          </h2>
          <FilterChips
            filters={filters}
            onChange={setFilter}
            onClear={clearFilters}
            onEmptied={focusResults}
          />
          <p className="product-list__count" aria-live="polite">
            {revealed && visible && visible.length > 0 ? (
              <FormattedMessage id="productList.count" values={{ count: visible.length }} />
            ) : (
              ''
            )}
          </p>
          {results}
        </section>
      </div>
    </div>
  );
}
