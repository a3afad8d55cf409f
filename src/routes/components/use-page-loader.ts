import { useEffect, useState } from 'react';
import { PAGE_LOADER_MS } from '@/shared/constants';
import { useServedAsHtml } from '@/shared/served-page-context';

/**
 * Spec §9: cart, checkout, wishlist and detail show their loader for a fixed second. True while it
 * shows; a new `key` (another product on the detail page) shows it again.
 */
export function usePageLoader(key = ''): boolean {
  // A screen that came as HTML has its content already: no loader over it.
  const [doneFor, setDoneFor] = useState<string | null>(useServedAsHtml() ? key : null);
  useEffect(() => {
    if (doneFor === key) return undefined;
    const timer = setTimeout(() => setDoneFor(key), PAGE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [key, doneFor]);
  return doneFor !== key;
}
