import { isPlainObject, type DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/**
 * Lists and maps longer than this show in Redux DevTools as a count. The extension serialises the
 * state and the action on every dispatch; with the large benchmark catalogue (its products, their
 * per-product cache tags, the action that delivered them) that stalls the page at every keystroke.
 */
const SHOWN_IN_FULL = 100;

/** A copy of `value` with every large array or plain object in it replaced by a one-line summary. */
export function summariseLarge(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.length > SHOWN_IN_FULL ? `<${value.length} items>` : value.map(summariseLarge);
  }
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value);
  if (entries.length > SHOWN_IN_FULL) return `<${entries.length} entries>`;
  return Object.fromEntries(entries.map(([key, inner]) => [key, summariseLarge(inner)]));
}

/**
 * The request tester's per-keystroke edits (endpoint, body, header fields) would bury every other
 * action in the log; what they add up to shows in the state all the same.
 */
export const deniedActions = ['^mockman/requestChanged$', '^mockman/headerChanged$'];

export function devToolsOptions(mode = process.env.NODE_ENV): DevToolsEnhancerOptions {
  return {
    name: 'SneakerHub storefront',
    stateSanitizer: <S>(state: S) => summariseLarge(state) as S,
    actionSanitizer: <A>(action: A) => summariseLarge(action) as A,
    actionsDenylist: deniedActions,
    // A stack per action is costly to record; it is for the developer's own build only.
    trace: mode === 'development',
  };
}
