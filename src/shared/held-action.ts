/**
 * A server-rendered page paints before its script runs (server/http/late-scripts.ts). A tap on a
 * button in between would do nothing, and a form sent would reload the page with its fields in the
 * URL and lose them. Once React is on the page (`REACT_ATTACHED` on <html>, set the moment
 * `hydrateRoot` returns) it hydrates the page's parts one by one, and the shopper's session starts
 * only when the last one has (src/app/hydrate-page.tsx): a tap React answered in between would act
 * for a signed-out visitor (Add to Cart sent a signed-in shopper to the login page, and lost the
 * tap), and its update would reach a part still hydrating, which React 18 then throws away and
 * renders anew (#421). So the page's loader holds the shopper's last such action, keeping it from
 * React too, until the page has hydrated and the session started (`PAGE_HYDRATED` on <html>). It
 * writes the action on <html> as `HELD_ACTION`: `button:<index in document.querySelectorAll('button')>`
 * or `form:<index in document.forms>`, not on the element, which React is about to hydrate. (The
 * answer comes as the session starts, while its first lists are still asked for: a list's answer
 * is kept over such a request, src/kernel/session-lists.ts.)
 */
/** React is hydrating the page: nothing in the app reads it (e2e/tap-while-hydrating.spec.ts taps then). */
export const REACT_ATTACHED = 'data-react';
export const PAGE_HYDRATED = 'data-hydrated';
export const HELD_ACTION = 'data-held-action';

export function markReactAttached(): void {
  document.documentElement.setAttribute(REACT_ATTACHED, '');
}

/** The page has hydrated and the session started: the loader lets taps and forms through to React. */
export function markHydrated(): void {
  document.documentElement.setAttribute(PAGE_HYDRATED, '');
}

/**
 * The action held before the page had hydrated, to do again now that it has (a form's values typed
 * before the script ran are its own by then: useForm adopts them); null when there is none.
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
