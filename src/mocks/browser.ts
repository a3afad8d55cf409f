import { setupWorker } from 'msw/browser';
import { localStore } from '@/shared/site-storage';
import { inThisTabOnly } from './db';
import { configureMockServer, mockHandlers } from './memory-backend';
import { loadSnapshot, saveSnapshot, snapshotSaver, withDbLock } from './persistence';
import { answerTabsThatOpen, catchUpWithRunningTab } from './running-tabs';
import { seedCatalogue, seedShopperData } from './seed';

export const worker = setupWorker(...mockHandlers);

export interface MockServerOptions {
  delayMs: number;
  catalogueSize: number;
}

/** localStorage, or null where the browser refuses it (site data blocked): the shop then runs unsaved. */
function browserStorage(): Storage | null {
  const storage = localStore.area();
  if (!storage)
    console.warn('[mock server] site data is blocked: the shop runs from the seed and saves nothing');
  return storage;
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
 *
 * This tab is on that channel from the moment the db module loads, so rows another tab writes can
 * arrive before the restore: the restore keeps them. What changed before then may be missing from
 * the snapshot it reads, so it then takes on a running tab's rows (see catchUpWithRunningTab).
 * Start-up holds the db lock, so a tab that opens at the same time waits for this one's first
 * save instead of seeding a second time.
 */
export async function startMockServer({ delayMs, catalogueSize }: MockServerOptions): Promise<void> {
  const storage = browserStorage();
  // Every tab loads the same catalogue from data; telling the others would only copy it again.
  inThisTabOnly(() => seedCatalogue(catalogueSize));
  const saving = await withDbLock(async () => {
    const outcome = storage ? loadSnapshot(storage) : 'seed-unsaved';
    const caughtUp = await catchUpWithRunningTab();
    if (outcome !== 'restored' && !caughtUp) await seedShopperData();
    answerTabsThatOpen();
    if (!storage || outcome === 'seed-unsaved') return false;
    if (outcome === 'seed') saveSnapshot(storage);
    return true;
  });
  const saver = saving && storage ? snapshotSaver(storage) : null;
  if (saver) window.addEventListener('pagehide', saver.flush);
  configureMockServer({ delayMs, onChange: saver ? saver.request : null });

  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
