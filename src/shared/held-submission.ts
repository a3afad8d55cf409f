/**
 * A server-rendered page paints before its script runs (server/http/late-scripts.ts). A form sent
 * in between would reload the page with its fields in the URL and lose them, so the page's loader
 * holds the submission: <html> gets `HELD_SUBMISSION`, the form's index in `document.forms` (not an
 * attribute of the form, which React is about to hydrate). It does so until React has taken the
 * page over (`REACT_ATTACHED` on <html>, set the moment `hydrateRoot` returns: React's own listeners
 * answer every later submission).
 */
export const REACT_ATTACHED = 'data-react';
export const HELD_SUBMISSION = 'data-held-submission';

/** From now on React answers the page's forms: the loader lets their submissions through. */
export function markReactAttached(): void {
  document.documentElement.setAttribute(REACT_ATTACHED, '');
}

/**
 * Sends the form the shopper sent before React came, now that its screen is hydrated (its values,
 * typed before the script ran, are the form's own by then: useForm adopts them).
 */
export function sendHeldSubmission(): void {
  const root = document.documentElement;
  const index = root.getAttribute(HELD_SUBMISSION);
  if (index === null) return;
  root.removeAttribute(HELD_SUBMISSION);
  document.forms.item(Number(index))?.requestSubmit();
}
