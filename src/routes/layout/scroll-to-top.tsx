import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServedAsHtml } from '@/shared/served-page-context';

/**
 * Spec §2: every navigation starts at the top of the page. A page that came as HTML is where the
 * shopper (or the browser, on a reload) has scrolled it by the time it hydrates: it stays there.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const servedAsHtml = useServedAsHtml();
  const arrived = useRef(!servedAsHtml);
  useLayoutEffect(() => {
    if (arrived.current) window.scrollTo(0, 0);
    arrived.current = true;
  }, [pathname]);
  return null;
}
