import {
  createPath,
  NavigationType,
  parsePath,
  type Location,
  type Navigator,
  type To,
} from 'react-router-dom';

export interface HistoryState {
  location: Location;
  action: NavigationType;
}

/**
 * The in-memory history under the screen tests' router, on react-router's public `Navigator`
 * interface (its own memory history is not public API): a tab's entries and index, and a record of
 * every path pushed or replaced, in order — including a redirect's stop that React never paints.
 */
export function createTestHistory(initialPath: string) {
  let keys = 0;
  const locationOf = (to: To, routeState: unknown): Location => {
    const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
    keys += 1;
    return { pathname, search, hash, state: routeState ?? null, key: `entry-${keys}` };
  };
  const entries = [locationOf(initialPath, null)];
  let index = 0;
  let state: HistoryState = { location: entries[0]!, action: NavigationType.Pop };
  const visited = [state.location.pathname];
  const listeners = new Set<(next: HistoryState) => void>();

  const moveTo = (action: NavigationType, location: Location) => {
    state = { action, location };
    if (action !== NavigationType.Pop) visited.push(location.pathname);
    for (const listener of listeners) listener(state);
  };

  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push(to, routeState?: unknown) {
      const location = locationOf(to, routeState);
      index += 1;
      entries.splice(index, entries.length, location);
      moveTo(NavigationType.Push, location);
    },
    replace(to, routeState?: unknown) {
      const location = locationOf(to, routeState);
      entries[index] = location;
      moveTo(NavigationType.Replace, location);
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const location = entries[index];
      if (location) moveTo(NavigationType.Pop, location);
    },
  };

  return {
    navigator,
    get state(): HistoryState {
      return state;
    },
    visited: visited as readonly string[],
    listen(listener: (next: HistoryState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TestHistory = ReturnType<typeof createTestHistory>;
