import { serverMessages } from '@/shared/messages';
import type { RequestSession } from './backend';
import { replaceShopperData, revisionHeld, takeSnapshot, watchRowWrites } from './db';
import { HttpError } from './http-error';
import { catchUpWithSaved, isStorageFull, withDbLock, writeSnapshot } from './persistence';
import { announceSaved, newestAnnouncedSave, tellTabsSaved } from './running-tabs';

/** How long a write waits for the newest save to reach this tab, and how often it looks. */
const SAVE_ARRIVAL_TIMEOUT_MS = 2000;
const SAVE_ARRIVAL_POLL_MS = 10;

/**
 * Brings this tab up to the newest save: the one in localStorage, or a newer one another tab has
 * announced that has not reached this tab yet (by message or by localStorage; either takes it on).
 */
async function catchUpWithNewestSave(storage: Storage): Promise<void> {
  catchUpWithSaved(storage);
  const newest = await newestAnnouncedSave();
  for (let waited = 0; revisionHeld() < newest && waited < SAVE_ARRIVAL_TIMEOUT_MS;) {
    await new Promise((resolve) => setTimeout(resolve, SAVE_ARRIVAL_POLL_MS));
    waited += SAVE_ARRIVAL_POLL_MS;
    catchUpWithSaved(storage);
  }
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
    let saved;
    try {
      saved = writeSnapshot(storage);
    } catch (error) {
      replaceShopperData(before);
      if (isStorageFull(error)) throw new HttpError(507, serverMessages.storageFull);
      throw error;
    }
    tellTabsSaved(saved);
    await announceSaved(saved.revision);
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
      try {
        return await work();
      } finally {
        // A refusal that changed nothing is not saved, so it cannot turn into a 507.
        if (wrote()) await commit(before);
      }
    });
  };
}
