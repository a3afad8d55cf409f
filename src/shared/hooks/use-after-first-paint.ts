import { useEffect, useState } from 'react';
import { afterNextPaint } from '../after-next-paint';

/**
 * False until the page around the calling part has painted once, then true: for a part that must
 * not share a phone's slow line with the first screen. `now` true (its code is already loaded, or
 * its markup came from the server) makes it true from the first render.
 */
export function useAfterFirstPaint(now: boolean): boolean {
  const [painted, setPainted] = useState(now);
  useEffect(() => {
    if (painted) return;
    let mounted = true;
    void afterNextPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, [painted]);
  return painted;
}
