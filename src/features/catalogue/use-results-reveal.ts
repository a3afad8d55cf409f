import { useEffect, useState } from 'react';
import { LIST_LOADER_MS } from '@/shared/constants';
import { useServedAsHtml } from '@/shared/served-page-context';

/** Marked when the spinner ends, so the benchmark can tell the deliberate wait from render work. */
const RESULTS_REVEAL_MARK = 'catalogue:results-reveal';

/**
 * Spec §2: a spinner shows for 500 ms after the result count changes. Returns whether the results
 * for `count` may show; `null` (still loading) never does. The count that was last shown stays
 * shown, so going back to it within the 500 ms needs no new wait.
 */
export function useResultsReveal(count: number | null, delayMs: number = LIST_LOADER_MS): boolean {
  // Results that came as HTML show at once (no spinner over content already there).
  const [shownCount, setShownCount] = useState<number | null>(useServedAsHtml() ? count : null);
  useEffect(() => {
    if (count === null || count === shownCount) return undefined;
    const timer = setTimeout(() => {
      if (typeof performance.mark === 'function') performance.mark(RESULTS_REVEAL_MARK);
      setShownCount(count);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [count, shownCount, delayMs]);
  return count !== null && count === shownCount;
}
