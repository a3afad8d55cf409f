import { useEffect, useState } from 'react';
import { PAGE_LOADER_MS } from '@/shared/constants';

/** Spec §9: cart, checkout, wishlist and detail show their loader for a fixed second. True while it shows. */
export function usePageLoader(ms: number = PAGE_LOADER_MS): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return loading;
}
