import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { staffProductPath } from '@/shared/paths';
import { draftOf, emptyDraft, inputOf } from '../product-input';
import {
  useAddProductMutation,
  useStaffProductsQuery,
  useUpdateProductMutation,
} from '../staff-products-api';
import { ProductForm } from './product-form';
import { ProductImageUpload } from './product-image-upload';

/** A new product: saved unpublished, then its page opens for the picture and publishing. */
export function ProductCreator() {
  const [add] = useAddProductMutation();
  const navigate = useNavigate();
  return (
    <ProductForm
      initial={emptyDraft}
      submitLabel="Add the product"
      send={async (draft) => {
        const { product } = await add(inputOf(draft, false)).unwrap();
        void navigate(staffProductPath(product._id), { replace: true });
      }}
    />
  );
}

/** One product's fields and picture. */
export function ProductEditor({ productId }: { productId: string }) {
  const { data, error, isLoading, refetch } = useStaffProductsQuery(undefined);
  const [update] = useUpdateProductMutation();
  const [saved, setSaved] = useState(false);
  if (isLoading) return <Spinner label="Loading the product" minHeight={160} />;
  if (!data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const product = data.products.find((candidate) => candidate._id === productId);
  if (!product) return <p className="empty-state">There is no product {productId}.</p>;
  return (
    <div className="staff-columns">
      <ProductForm
        key={product._id}
        initial={draftOf(product)}
        submitLabel="Save changes"
        send={async (draft) => {
          setSaved(false);
          await update({ productId, input: inputOf(draft, product.published) }).unwrap();
          setSaved(true);
        }}
      />
      <p role="status" className="staff-muted">
        {saved ? 'Saved: the shop shows the change now.' : ''}
      </p>
      <ProductImageUpload productId={product._id} current={product.img} />
    </div>
  );
}
