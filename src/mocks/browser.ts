import { setupWorker } from 'msw/browser';
import { configureMockServer, mockHandlers } from './memory-backend';
import { loadSnapshot, saveSnapshot } from './persistence';
import { seedCatalogue, seedShopperData } from './seed';

export const worker = setupWorker(...mockHandlers);

export interface MockServerOptions {
  delayMs: number;
  catalogueSize: number;
}

/** localStorage, or null where the browser refuses it (site data blocked): the shop then runs unsaved. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    console.warn('[mock server] localStorage is unavailable; changes last until reload');
    return null;
  }
}

/**
 * Starts the embedded backend: the catalogue from the seed, shopper data from the last visit's
 * snapshot (or the seed), saved again after every change, and the worker answering /api.
 *
 * Other open tabs need no reload listener: @mswjs/data's factory already replays every create,
 * update and delete in the other tabs of this origin (BroadcastChannel 'mswjs/data/sync'), and
 * the tab that made a change saves the snapshot. Reloading the snapshot on the `storage` event
 * as well would clear and re-create every row, and that too is broadcast, so the tab that just
 * wrote would lose its users for a moment and answer its own next request with a 404.
 */
export async function startMockServer({ delayMs, catalogueSize }: MockServerOptions): Promise<void> {
  const storage = browserStorage();
  seedCatalogue(catalogueSize);
  if (!storage || !loadSnapshot(storage)) {
    await seedShopperData();
    if (storage) saveSnapshot(storage);
  }
  configureMockServer({ delayMs, onChange: storage ? () => saveSnapshot(storage) : null });

  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
