import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { formatRupees } from '@/shared/format-rupees';
import { staffPaths, staffProductPath } from '@/shared/paths';
import type { StaffProduct } from '@/shared/catalogue';
import { useStaffProductsQuery, useStockQuery } from '../staff-products-api';
import { PublishButton } from './publish-button';
import { ProductPicture } from '@/shared/components/product-picture';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { useStaffMember } from '../use-staff-session';

/** Products a page of the list shows. */
const PAGE_SIZE = 20;

/** The products whose title, brand or id holds every word of the search (any case). */
function matching(products: readonly StaffProduct[], search: string): StaffProduct[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const text = `${product.title} ${product.brand} ${product.id} ${product._id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Catalogue pages" className="staff-pager">
      <button type="button" className="btn btn--ghost" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

function ProductRow({
  product,
  available,
  owner,
  onRefused,
}: {
  product: StaffProduct;
  available: number | undefined;
  owner: boolean;
  onRefused: (message: string) => void;
}) {
  return (
    <tr>
      <td data-label="Picture">
        {product.img && (
          <ProductPicture img={product.img} alt="" layout="suggestion" className="staff-thumb" />
        )}
      </td>
      <th scope="row" data-label="Product">
        {owner ? <Link to={staffProductPath(product._id)}>{product.title}</Link> : product.title}
        <br />
        <span className="staff-muted">
          {product.brand} · {product.id}
        </span>
      </th>
      <td data-label="Price">{formatRupees(product.price)}</td>
      <td
        data-label="In stock"
        className={available !== undefined && available <= LOW_STOCK ? 'staff-warn' : undefined}
      >
        {available ?? '…'}
      </td>
      <td data-label="On the shop">{product.published ? 'Published' : 'Hidden'}</td>
      {owner && (
        <td data-label="Publish">
          <PublishButton product={product} onRefused={onRefused} />
        </td>
      )}
    </tr>
  );
}

/**
 * Every product, published or not, with its picture and the pairs it has to sell: searched by
 * title, brand or id, PAGE_SIZE to a page. For an owner (products and prices are theirs) with the
 * edit link and the publish switch, read-only for staff.
 */
export function ProductTable() {
  const { data, error, isLoading, refetch } = useStaffProductsQuery(undefined);
  const stock = useStockQuery({ low: false }).data?.levels ?? [];
  const owner = useStaffMember()?.role === 'owner';
  const [refusal, setRefusal] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  if (isLoading) return <Spinner label="Loading products" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const found = matching(data.products, search);
  const pages = Math.ceil(found.length / PAGE_SIZE);
  const shown = found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const available = new Map(stock.map((level) => [level.productId, level.available]));
  return (
    <>
      {owner && (
        <p>
          <Link to={staffPaths.newProduct} className="btn">
            Add a product
          </Link>
        </p>
      )}
      <div className="staff-filters" role="search" aria-label="Catalogue">
        <label>
          Search
          <input
            type="search"
            value={search}
            placeholder="Title, brand or id"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </label>
        <span className="staff-muted" aria-live="polite">
          {found.length === data.products.length
            ? `${found.length} products`
            : `${found.length} of ${data.products.length} products`}
        </span>
      </div>
      <FormAlert message={refusal} />
      {found.length === 0 ? (
        <p className="empty-state">
          {data.products.length === 0 ? 'No products yet.' : 'No product matches the search.'}
        </p>
      ) : (
        <StaffTable
          caption="Products"
          columns={['Picture', 'Product', 'Price', 'In stock', 'On the shop', owner && 'Publish']}
          className="staff-table-wrap--cards"
        >
          {shown.map((product) => (
            <ProductRow
              key={product._id}
              product={product}
              available={available.get(product._id)}
              owner={owner}
              onRefused={setRefusal}
            />
          ))}
        </StaffTable>
      )}
      <Pager page={Math.min(page, Math.max(pages - 1, 0))} pages={pages} onPage={setPage} />
    </>
  );
}
