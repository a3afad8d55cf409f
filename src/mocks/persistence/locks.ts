/** The Web Locks API, or undefined where there is none (jsdom, an insecure origin, an old browser). */
export const webLocks = (): LockManager | undefined => ('locks' in navigator ? navigator.locks : undefined);

const LOCK_NAME = 'sneakerhub:mock-db';

/**
 * Runs `work` while no other tab of the shop starts or saves. Without the Web Locks API it runs at
 * once: the restore and the seed skip rows that already exist, so an overlap costs at most a stale
 * save, never data.
 */
export async function withDbLock<T>(work: () => T | Promise<T>): Promise<T> {
  const locks = webLocks();
  if (!locks) return work();
  return locks.request(LOCK_NAME, async () => work());
}
