import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PartHydrated, ServedUrl } from './served-page-context';

/**
 * The URL whose screen came as HTML from the server (null: none, as on the embedded mock). It
 * holds until the shopper moves: the next screen, or new filters, wait for their data as usual.
 */
export function ServedPage({ url, children }: { url: string | null; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [served, setServed] = useState(url);
  // Adjusted while rendering, so the move's first render already waits for its data.
  if (served !== null && here !== served) setServed(null);
  return <ServedUrl.Provider value={served === here ? served : null}>{children}</ServedUrl.Provider>;
}

function ReportHydrated() {
  const report = useContext(PartHydrated);
  useEffect(() => report?.(), [report]);
  return null;
}

/**
 * Suspense that says when its server HTML has been hydrated. React hydrates each boundary of a
 * server-rendered page in a pass of its own after the page's first commit, and an update reaching
 * one before that (the session starting) makes it throw its server HTML away and render anew.
 */
export function PageSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <ReportHydrated />
    </Suspense>
  );
}
