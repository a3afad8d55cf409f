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
import { PublishButton } from './publish-button';
import { FormAlert } from '@/shared/components/form-alert';
import type { StaffProduct } from '@/shared/catalogue';

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

/** Whether shoppers see the product, and the switch that changes it (saved at once, as in the list). */
function Published({ product }: { product: StaffProduct }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="card staff-card" aria-labelledby="product-published">
      <h2 id="product-published">On the shop</h2>
      <FormAlert message={refusal} />
      <p role="status">
        {product.published
          ? 'Published: shoppers find it in the grid, search and the sitemap.'
          : 'Hidden: shoppers do not see it anywhere.'}
      </p>
      <PublishButton product={product} onRefused={setRefusal} />
    </section>
  );
}

/** One product's fields, whether it is published, and its picture. */
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
      <Published product={product} />
      <ProductImageUpload productId={product._id} current={product.img} />
    </div>
  );
}
