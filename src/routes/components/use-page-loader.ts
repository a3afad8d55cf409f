import { useEffect, useState } from 'react';
import { PAGE_LOADER_MS } from '@/shared/constants';

/**
 * Spec §9: cart, checkout, wishlist and detail show their loader for a fixed second. True while it
 * shows; a new `key` (another product on the detail page) shows it again.
 */
export function usePageLoader(key = ''): boolean {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDoneFor(key), PAGE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return doneFor !== key;
}
