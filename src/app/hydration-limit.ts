/**
 * The longest a served page waits for every part to report hydrated before its session starts
 * anyway. A part that never reports (its content failed and an error shows in its place) would
 * otherwise keep the session from starting and the loader holding every tap for good.
 */
export const HYDRATION_LIMIT_MS = 5000;

/** `then`, once: when the returned function is called, or after `limitMs`, whichever comes first. */
export function onceOrAfter(then: () => void, limitMs: number): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(once, limitMs);
  return once;
}
