import type { ProductPicture } from './repository';

/**
 * Where the embedded mock keeps product pictures, one per product: IndexedDB in the browser
 * (src/mocks/product-pictures.ts), shared by every tab and too large for the saved snapshot; a
 * Map in Jest and Node, which have no IndexedDB.
 */
export interface PictureShelf {
  put(productId: string, picture: ProductPicture): Promise<void>;
  get(productId: string): Promise<ProductPicture | null>;
}

function mapShelf(): PictureShelf {
  const pictures = new Map<string, ProductPicture>();
  return {
    put: (productId, picture) => {
      pictures.set(productId, picture);
      return Promise.resolve();
    },
    get: (productId) => Promise.resolve(pictures.get(productId) ?? null),
  };
}

let shelf: PictureShelf = mapShelf();

export const pictureShelf = (): PictureShelf => shelf;

/** The browser puts its IndexedDB shelf here as it starts the mock. */
export function keepPicturesOn(next: PictureShelf): void {
  shelf = next;
}
