import { useRef, useState } from 'react';
import { SearchIcon } from '@/shared/components/icons';
import { Modal, ModalCloseButton } from '@/shared/components/modal';
import type { Product } from '@/shared/types';
import './zoomable-picture.css';

/**
 * The product's picture, which opens a closer look: the same art filling a dialog as large as the
 * screen allows. The dialog closes on Escape, its × or the backdrop, and gives focus back here.
 */
export function ZoomablePicture({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="zoomable"
        aria-haspopup="dialog"
        aria-label={`Zoom in: ${product.title}`}
        onClick={() => setOpen(true)}
      >
        <img fetchpriority="high" src={product.img} alt={product.title} width="400" height="300" />
        <span className="zoomable__hint" aria-hidden="true">
          <SearchIcon width={16} height={16} />
          Zoom
        </span>
      </button>
      <Modal
        open={open}
        title={product.title}
        onClose={close}
        className="zoomed"
        initialFocus={closeRef}
        headerActions={<ModalCloseButton ref={closeRef} label="Close zoomed picture" onClick={close} />}
      >
        <img className="zoomed__picture" src={product.img} alt={product.title} width="1200" height="900" />
      </Modal>
    </>
  );
}
