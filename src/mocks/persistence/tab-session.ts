import { serverMessages } from '@/shared/messages';
import type { RequestSession } from '@/api/backend';
import { HttpError } from '@/api/http/http-error';
import { revisionHeld } from './held-revision';
import { withDbLock } from './locks';
import { watchRowWrites } from '@/api/memory-db-writes';
import { announceSaved, newestAnnouncedSave, tellTabsSaved } from './running-tabs';
import { catchUpWithSaved, isStorageFull, writeSnapshot } from './saved-snapshot';
import { replaceShopperData, takeSnapshot } from './snapshot';

/** How long a write waits for the newest save to reach this tab, and how often it looks. */
const SAVE_ARRIVAL_TIMEOUT_MS = 2000;
const SAVE_ARRIVAL_POLL_MS = 10;

/**
 * Brings this tab up to the newest save: the one in localStorage, or a newer one another tab has
 * announced that has not reached this tab yet (by message or by localStorage; either takes it on).
 * A save that never arrives refuses the write (503): writing from an older copy would drop it.
 */
async function catchUpWithNewestSave(storage: Storage): Promise<void> {
  catchUpWithSaved(storage);
  const newest = await newestAnnouncedSave();
  for (let waited = 0; revisionHeld() < newest && waited < SAVE_ARRIVAL_TIMEOUT_MS;) {
    await new Promise((resolve) => setTimeout(resolve, SAVE_ARRIVAL_POLL_MS));
    waited += SAVE_ARRIVAL_POLL_MS;
    catchUpWithSaved(storage);
  }
  if (revisionHeld() < newest) throw new HttpError(503, serverMessages.tabsOutOfStep);
}

/**
 * Saves this tab's copy as the next revision and tells the other tabs, so the next writer (in any
 * tab) starts from it. Throws what localStorage throws; then nothing was saved.
 */
export async function saveForAllTabs(storage: Storage): Promise<void> {
  const saved = writeSnapshot(storage);
  tellTabsSaved(saved);
  await announceSaved(saved.revision);
}

/**
 * How the browser's mock answers when every tab of the shop holds a copy of one database saved in
 * localStorage. A read answers from the newest saved copy. A write runs while no other tab
 * writes, starts from the newest saved copy, and is saved before it is answered: a write that
 * cannot be saved (storage full) is undone and refused with 507, so what a tab answers is what a
 * reload shows.
 */
export function tabSession(storage: Storage): RequestSession {
  const commit = async (before: ReturnType<typeof takeSnapshot>) => {
    try {
      await saveForAllTabs(storage);
    } catch (error) {
      replaceShopperData(before);
      if (isStorageFull(error)) throw new HttpError(507, serverMessages.storageFull);
      throw error;
    }
  };

  return async (kind, work) => {
    if (kind === 'read') {
      catchUpWithSaved(storage);
      return work();
    }
    return withDbLock(async () => {
      await catchUpWithNewestSave(storage);
      const before = takeSnapshot();
      const wrote = watchRowWrites();
      let answer;
      try {
        answer = await work();
      } catch (error) {
        // A request that failed part-way keeps nothing of what it wrote.
        if (wrote()) replaceShopperData(before);
        throw error;
      }
      // A refusal that changed nothing is not saved, so it cannot turn into a 507.
      if (wrote()) await commit(before);
      return answer;
    });
  };
}
