import { RowAction } from '@/shared/components/row-action';
import { apiErrorMessage } from '@/shared/api-error';
import type { StaffProduct } from '@/shared/catalogue';
import { draftOf, inputOf } from '../product-input';
import { useUpdateProductMutation } from '../staff-products-api';

/**
 * Publish or unpublish one product: it joins or leaves the grid, search and sitemap at once. The
 * route takes the whole product as staff write it, so the rest is sent as it is.
 */
export function PublishButton({
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
