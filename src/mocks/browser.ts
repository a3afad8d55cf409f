import { setupWorker } from 'msw/browser';
import { clearShopperData } from './db';
import { configureMockServer } from './handle';
import { handlers, unknownEndpointHandler } from './handlers';
import { SNAPSHOT_KEY, loadSnapshot, saveSnapshot } from './persistence';
import { resetDb, seedCatalogue } from './seed';

export const worker = setupWorker(...handlers, unknownEndpointHandler);

export interface MockServerOptions {
  delayMs: number;
  catalogueSize: number;
}

/**
 * Starts the embedded backend: the catalogue from the seed, shopper data from the last visit's
 * snapshot (or the seed), saved again after every change, and the worker answering /api.
 */
export async function startMockServer({ delayMs, catalogueSize }: MockServerOptions): Promise<void> {
  const storage = window.localStorage;
  seedCatalogue(catalogueSize);
  if (!loadSnapshot(storage)) {
    await resetDb(catalogueSize);
    saveSnapshot(storage);
  }
  configureMockServer({ delayMs, onChange: () => saveSnapshot(storage) });

  // Another tab changed the shop: take its data, or this tab's next write would undo it.
  window.addEventListener('storage', (event) => {
    if (event.key !== SNAPSHOT_KEY || event.newValue === null) return;
    clearShopperData();
    loadSnapshot(storage);
  });

  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
