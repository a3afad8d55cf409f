import { PRODUCT_PICTURE_SIZE, type Backend, type ResizedPicture } from '@/api/backend';
import { keepPicturesOn, type PictureShelf } from '@/api/catalogue/memory-pictures';
import type { ProductPicture } from '@/api/catalogue/repository';
import { badRequest } from '@/api/http/http-error';

const DATABASE = 'sneakerhub:product-pictures';
const STORE = 'pictures';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

/** Product pictures in IndexedDB, keyed by product: every tab of the shop sees the same ones. */
function indexedDbShelf(): PictureShelf {
  const opening = openDatabase();
  async function run<Result>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<Result>) {
    const database = await opening;
    return new Promise<Result>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB refused the picture'));
    });
  }
  return {
    put: async (productId, picture) => {
      await run('readwrite', (store) => store.put(picture, productId));
    },
    get: async (productId) =>
      ((await run('readonly', (store) => store.get(productId))) as ProductPicture | undefined) ?? null,
  };
}

/**
 * What the server's sharp does, with the page's own decoder: at most PRODUCT_PICTURE_SIZE pixels a
 * side (never enlarged), WebP where the browser can write it (else PNG, which every canvas writes).
 */
async function resizeWithCanvas(bytes: Uint8Array, type: string): Promise<ResizedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type }));
  } catch {
    throw badRequest('The picture cannot be read: it is damaged, or not the image its type says.');
  }
  const scale = Math.min(1, PRODUCT_PICTURE_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(bitmap.width * scale)),
    Math.max(1, Math.round(bitmap.height * scale)),
  );
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: blob.type };
}

/**
 * The embedded mock's pictures in the browser: IndexedDB and the canvas, where the browser has them
 * (else the Map and the picture as it came, as in Jest).
 */
export function keepPicturesInPage(backend: Pick<Backend, 'resizePicture'>): void {
  if (typeof indexedDB !== 'undefined') keepPicturesOn(indexedDbShelf());
  if (typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined') {
    backend.resizePicture = resizeWithCanvas;
  }
}
