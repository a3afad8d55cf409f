import { setupWorker } from 'msw/browser';
import { localStore } from '@/shared/site-storage';
import { configureMockServer, memoryBackend, mockHandlers } from './memory-backend';
import { keepPicturesInPage } from './product-pictures';
import {
  answerTabsThatOpen,
  catchUpWithRunningTab,
  loadSnapshot,
  revisionHeld,
  saveForAllTabs,
  tabSession,
  warnNotSaved,
  withDbLock,
} from './persistence';
import { seedCatalogue, seedShopperData } from '@/mocks/seed';

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

/** The first save, through the same path as every write; a failure costs a warning, no more. */
async function saveSeed(storage: Storage): Promise<void> {
  try {
    await saveForAllTabs(storage);
  } catch (error) {
    warnNotSaved(error);
  }
}

/**
 * MSW asks the worker's existing registration to update and leaves its promise unhandled: when
 * the page unloads meanwhile (a link tapped as the mock starts, which on home is after the first
 * paint), its rejection ("Failed to update a ServiceWorker … Not found") surfaced as an uncaught
 * error. An update that cannot happen changes nothing: the worker already running answers.
 */
function settleWorkerUpdates(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const prototype = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update')?.value as
    ((this: ServiceWorkerRegistration) => Promise<ServiceWorkerRegistration>) | undefined;
  if (!update) return;
  prototype.update = function settledUpdate(this: ServiceWorkerRegistration) {
    return update.call(this).catch(() => this);
  };
}

/**
 * Starts the embedded backend: the catalogue from the seed, shopper data from the newest saved
 * snapshot (or the seed), and the worker answering /api. How the tabs share one database is in
 * src/mocks/persistence/README.md.
 *
 * Start-up holds the db lock, so a tab that opens at the same time waits for this one's first
 * save instead of seeding a second time. The snapshot it reads may lack a running tab's latest
 * save, so it then asks a running tab for its copy (see catchUpWithRunningTab).
 */
export async function startMockServer({ delayMs, catalogueSize }: MockServerOptions): Promise<void> {
  const storage = browserStorage();
  keepPicturesInPage(memoryBackend);
  seedCatalogue();
  const saving = await withDbLock(async () => {
    const outcome = storage ? await loadSnapshot(storage) : 'seed-unsaved';
    // A running tab's copy is saved already: saving it again would take a revision that tab may
    // also take for its next write, and the two saves would each ignore the other.
    const adopted = await catchUpWithRunningTab();
    if (revisionHeld() < 0) await seedShopperData(catalogueSize);
    answerTabsThatOpen();
    if (!storage || outcome === 'seed-unsaved') return false;
    if (outcome === 'seed' && !adopted) await saveSeed(storage);
    return true;
  });
  configureMockServer({ delayMs, session: saving && storage ? tabSession(storage) : null });

  settleWorkerUpdates();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
