import { useEffect, useState, type RefObject } from 'react';

/** The sticky header's measured height (a CSS variable): what it covers counts as scrolled away. */
function headerHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
}

/** Far enough below the screen that the root reaches past the end of any page. */
const BELOW_THE_PAGE_PX = 100_000;

/**
 * Whether the element has scrolled up out of view (above the viewport, or under the header), as an
 * IntersectionObserver reports it; false while it is on screen or still below. The observer's root
 * runs from under the header to far below the page, so the element can only leave it upwards: a
 * jump from below the screen to above it (a fragment link, End) still crosses its edge, where a
 * root of the viewport alone would see "not intersecting" both times and report nothing. False
 * where the browser has no IntersectionObserver.
 */
export function useScrolledAway(ref: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setAway(!entry.isIntersecting);
      },
      { rootMargin: `-${headerHeight()}px 0px ${BELOW_THE_PAGE_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return away;
}
