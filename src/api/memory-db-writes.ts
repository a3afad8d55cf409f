/** The part of @mswjs/data's Database event emitter that the write count uses. */
export interface DbEvents {
  listeners(event: string): ((...args: never[]) => void)[];
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * @mswjs/data keeps its Database under a symbol it does not export; its sync listens on its events.
 * Null if a new version of @mswjs/data keeps them elsewhere: row-writes.test.ts fails on that.
 */
export function dbEvents(db: object): DbEvents | null {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const database: unknown = symbol ? (db as Record<symbol, unknown>)[symbol] : undefined;
  const events = (database as { events?: DbEvents } | undefined)?.events;
  return typeof events?.listeners === 'function' ? events : null;
}

const WRITE_EVENTS = ['create', 'update', 'delete'];
/** How many shopper rows this tab has created, updated or deleted, ever. */
let rowWrites = 0;

/**
 * @mswjs/data's own sync between tabs goes: it replays each write in the other tabs whenever its
 * message arrives, so a late one overwrites a newer row there, and it only links tabs of one build
 * (it names the db after the line of the bundle that made it). Tabs share whole, numbered
 * snapshots instead (tab-session.ts). Counting the writes to `models` tells a request that changed
 * nothing from one that did. Called once, by db/models.ts, as it creates the db.
 */
export function countShopperRowWrites(db: object, models: readonly string[]): void {
  const events = dbEvents(db);
  if (!events) return;
  for (const event of WRITE_EVENTS) {
    for (const listener of events.listeners(event)) events.removeListener(event, listener);
    events.on(event, (_db: never, model: never) => {
      if (models.includes(model)) rowWrites += 1;
    });
  }
}

/** A function that tells whether any shopper row has been written since this call. */
export function watchRowWrites(): () => boolean {
  const before = rowWrites;
  return () => rowWrites !== before;
}
