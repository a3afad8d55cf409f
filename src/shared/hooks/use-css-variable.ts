import { useRef } from 'react';
import { useBeforePaint } from './use-before-paint';

/**
 * Sets the CSS custom property `name` on the element the returned ref is given, through the
 * CSSOM, before the browser paints. Not a `style` attribute: the Content-Security-Policy forbids
 * style attributes (`style-src-attr 'none'`), and a server-rendered page would carry one in its
 * HTML. Until the script runs, the stylesheet's fallback value shows.
 */
export function useCssVariable<T extends HTMLElement>(name: string, value: string | undefined) {
  const ref = useRef<T>(null);
  useBeforePaint(() => {
    const element = ref.current;
    if (!element) return;
    if (value === undefined) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }, [name, value]);
  return ref;
}
