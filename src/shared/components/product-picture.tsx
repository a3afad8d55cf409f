import { responsivePicture, type PictureLayout } from '@/shared/product-pictures';
import './product-picture.css';

/**
 * 'high': the page's largest picture (fetched first); 'eager': in the first screenful; 'after': in
 * the first screenful beside the largest, fetched at once but after it (a phone on a slow line
 * shares its bandwidth among every picture it fetches at a higher priority); else lazy.
 */
export type PicturePriority = 'high' | 'eager' | 'after' | 'lazy';

const FETCH_PRIORITY: Partial<Record<PicturePriority, 'high' | 'low'>> = { high: 'high', after: 'low' };

interface ProductPictureProps {
  img: string;
  alt: string;
  layout: PictureLayout;
  priority?: PicturePriority;
  className?: string;
}

/**
 * A product picture at the width its place needs, in AVIF or WebP (src/shared/product-pictures.ts).
 * What it renders depends only on its props, so the server's HTML and the hydrated page agree.
 */
export function ProductPicture({ img, alt, layout, priority = 'lazy', className }: ProductPictureProps) {
  const { src, srcSet, sizes, width, height, sources } = responsivePicture(img, layout);
  return (
    <picture className="product-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* Loading and sizes before src: React 18 sets attributes in this order, and a browser may
          start fetching at src (eagerly, or a width it will not use) before it reads them. */}
      <img
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchpriority={FETCH_PRIORITY[priority]}
        decoding={priority === 'high' ? undefined : 'async'}
        sizes={sizes}
        srcSet={srcSet}
        src={src}
        className={className}
        alt={alt}
        width={width}
        height={height}
      />
    </picture>
  );
}
