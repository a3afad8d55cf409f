import { useId, useState, type ChangeEvent } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { ProductPicture } from '@/shared/components/product-picture';
import { apiErrorMessage } from '@/shared/api-error';
import { PRODUCT_IMAGE_TYPES } from '@/shared/catalogue';
import { checkImage } from '../product-input';
import { useUploadProductImageMutation } from '../staff-products-api';

/** A product's picture: PNG, JPEG or WebP up to 2 MB, checked here before a byte is sent. */
export function ProductImageUpload({ productId, current }: { productId: string; current: string }) {
  const [upload, { isLoading }] = useUploadProductImageMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(false);
    if (!file) return;
    const refusal = checkImage(file);
    setMessage(refusal);
    if (refusal) return;
    try {
      await upload({ productId, type: file.type, bytes: await file.arrayBuffer() }).unwrap();
      setDone(true);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
  };

  return (
    <section className="card staff-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Picture</h2>
      {current && (
        <ProductPicture
          img={current}
          alt="The product as the shop shows it"
          layout="staff"
          priority="eager"
          className="staff-picture"
        />
      )}
      <FormAlert message={message} />
      <label htmlFor={inputId}>Upload a new picture (PNG, JPEG or WebP, up to 2 MB)</label>
      <input
        id={inputId}
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        disabled={isLoading}
        onChange={(event) => void choose(event)}
      />
      <p role="status">{isLoading ? 'Uploading…' : done ? 'Picture uploaded.' : ''}</p>
    </section>
  );
}
