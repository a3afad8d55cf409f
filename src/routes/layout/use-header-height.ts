import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--header-height` on the document at the header's measured height, whatever wraps it (a
 * phone's rows, a longer language): what scrolls to an anchor and what sticks below the header
 * offset themselves by it. Without ResizeObserver the stylesheet's value stays.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    // At once too: the screen's own effects (the product page's buy bar) read it right after.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [ref]);
}
