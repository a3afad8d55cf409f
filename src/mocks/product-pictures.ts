import type { Backend } from '@/api/backend';
import { keepPicturesOn, type PictureShelf } from '@/api/catalogue/memory-pictures';
import type { ProductPicture } from '@/api/catalogue/repository';

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

/** A picture as an earlier version of the shop saved it: one file, before pictures had variants. */
type SavedPicture = ProductPicture | { version: string; contentType: string; bytes: Uint8Array };

const storedPicture = (saved: SavedPicture | undefined): ProductPicture | null => {
  if (!saved) return null;
  if ('files' in saved) return saved;
  const { version, contentType, bytes } = saved;
  return { version, files: [{ name: '', contentType, bytes }] };
};

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
      storedPicture((await run('readonly', (store) => store.get(productId))) as SavedPicture | undefined),
  };
}

/**
 * The embedded mock's pictures in the browser: IndexedDB and the canvas, where the browser has them
 * (else the Map and the picture as it came, as in Jest).
 */
export function keepPicturesInPage(backend: Pick<Backend, 'resizePicture'>): void {
  if (typeof indexedDB !== 'undefined') keepPicturesOn(indexedDbShelf());
  if (typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined') {
    // Only a staff upload resizes: the canvas code comes with the staff console's chunk (build/mock-chunk.js).
    backend.resizePicture = async (bytes, type) =>
      (await import('./canvas-resize')).resizeWithCanvas(bytes, type);
  }
}
