/**
 * A server-rendered page paints before its script runs (server/http/late-scripts.ts). A tap on a
 * button in between would do nothing, and a form sent would reload the page with its fields in the
 * URL and lose them. So the page's loader holds the shopper's last such action until React has
 * taken the page over (`REACT_ATTACHED` on <html>, set the moment `hydrateRoot` returns: React's
 * own listeners answer every later one). It writes the action on <html> as `HELD_ACTION`:
 * `button:<index in document.querySelectorAll('button')>` or `form:<index in document.forms>`,
 * not on the element, which React is about to hydrate.
 */
export const REACT_ATTACHED = 'data-react';
export const HELD_ACTION = 'data-held-action';

/** From now on React answers the page's buttons and forms: the loader lets them through. */
export function markReactAttached(): void {
  document.documentElement.setAttribute(REACT_ATTACHED, '');
}

/**
 * The action held before React came, to do again now that the page is hydrated (a form's values
 * typed before the script ran are its own by then: useForm adopts them); null when there is none.
 * Read once, before anything renders again, while the page's elements are the ones it counted.
 */
export function takeHeldAction(): (() => void) | null {
  const root = document.documentElement;
  const held = root.getAttribute(HELD_ACTION);
  if (held === null) return null;
  root.removeAttribute(HELD_ACTION);
  const [kind, index] = held.split(':');
  if (kind === 'form') {
    const form = document.forms.item(Number(index));
    return form && (() => form.requestSubmit());
  }
  const button = document.querySelectorAll('button').item(Number(index)) as HTMLButtonElement | null;
  return button && (() => button.click());
}
