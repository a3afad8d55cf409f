import { useEffect, useState, type RefObject } from 'react';

/** The fixed header's height (a CSS variable): what it covers counts as scrolled away. */
function headerHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
}

/**
 * Whether the element has scrolled up out of view (above the viewport, or under the header), as
 * an IntersectionObserver reports it; false while it is on screen or still below. False where the
 * browser has no IntersectionObserver.
 */
export function useScrolledAway(ref: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setAway(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${headerHeight()}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return away;
}
