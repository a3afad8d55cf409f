import { serverMessages } from '@/shared/messages';
import type { RequestSession } from './backend';
import { replaceShopperData, takeSnapshot, watchRowWrites } from './db';
import { HttpError } from './http-error';
import { catchUpWithSaved, isStorageFull, withDbLock, writeSnapshot } from './persistence';
import { tellTabsSaved } from './running-tabs';

/**
 * How the browser's mock answers when every tab of the shop holds a copy of one database saved in
 * localStorage. A read answers from the newest saved copy. A write runs while no other tab
 * writes, starts from the newest saved copy, and is saved before it is answered: a write that
 * cannot be saved (storage full) is undone and refused with 507, so what a tab answers is what a
 * reload shows.
 */
export function tabSession(storage: Storage): RequestSession {
  const commit = (before: ReturnType<typeof takeSnapshot>) => {
    try {
      tellTabsSaved(writeSnapshot(storage));
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
      catchUpWithSaved(storage);
      const before = takeSnapshot();
      const wrote = watchRowWrites();
      try {
        return await work();
      } finally {
        // A refusal that changed nothing is not saved, so it cannot turn into a 507.
        if (wrote()) commit(before);
      }
    });
  };
}
