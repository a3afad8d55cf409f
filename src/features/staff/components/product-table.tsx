import { useState } from 'react';
import { RowAction } from '@/shared/components/row-action';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { apiErrorMessage } from '@/shared/api-error';
import { formatRupees } from '@/shared/format-rupees';
import { staffPaths, staffProductPath } from '@/shared/paths';
import type { StaffProduct } from '@/shared/catalogue';
import { draftOf, inputOf } from '../product-input';
import { useStaffProductsQuery, useUpdateProductMutation } from '../staff-products-api';
import { useStaffMember } from '../use-staff-session';

/**
 * Publish or unpublish one product: it joins or leaves the grid, search and sitemap at once. The
 * route takes the whole product as staff write it, so the rest is sent as it is.
 */
function PublishButton({
  product,
  onRefused,
}: {
  product: StaffProduct;
  onRefused: (message: string) => void;
}) {
  const [update, { isLoading }] = useUpdateProductMutation();
  const toggle = () =>
    update({ productId: product._id, input: inputOf(draftOf(product), !product.published) })
      .unwrap()
      .catch((error: unknown) => onRefused(apiErrorMessage(error)));
  return (
    <RowAction
      label={`${product.published ? 'Unpublish' : 'Publish'} ${product.title}`}
      busy={isLoading}
      onClick={() => void toggle()}
    >
      {product.published ? 'Unpublish' : 'Publish'}
    </RowAction>
  );
}

/**
 * Every product, published or not; for an owner (products and prices are theirs) with the edit
 * link and the publish switch, read-only for staff.
 */
export function ProductTable() {
  const { data, error, isLoading, refetch } = useStaffProductsQuery(undefined);
  const owner = useStaffMember()?.role === 'owner';
  const [refusal, setRefusal] = useState<string | null>(null);
  if (isLoading) return <Spinner label="Loading products" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {owner && (
        <p>
          <Link to={staffPaths.newProduct} className="btn">
            Add a product
          </Link>
        </p>
      )}
      <FormAlert message={refusal} />
      {data.products.length === 0 ? (
        <p className="empty-state">No products yet.</p>
      ) : (
        <StaffTable
          caption="Products"
          columns={['Id', 'Title', 'Brand', 'Price', 'On the shop', owner && 'Publish']}
        >
          {data.products.map((product) => (
            <tr key={product._id}>
              <td>{product.id}</td>
              <th scope="row">
                {owner ? <Link to={staffProductPath(product._id)}>{product.title}</Link> : product.title}
              </th>
              <td>{product.brand}</td>
              <td>{formatRupees(product.price)}</td>
              <td>{product.published ? 'Published' : 'Hidden'}</td>
              {owner && (
                <td>
                  <PublishButton product={product} onRefused={setRefusal} />
                </td>
              )}
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
