import { useSyncExternalStore } from 'react';
import { PINCODE_PATTERN } from '@/shared/pincode';
import { localStore } from '@/shared/site-storage';

export const PINCODE_STORAGE_KEY = 'sneakerhub:delivery-pincode';

/** The last pincode the shopper checked, kept across visits; null when none (or not a pincode). */
export function readRememberedPincode(): string | null {
  const pincode = localStore.get(PINCODE_STORAGE_KEY);
  return pincode !== null && PINCODE_PATTERN.test(pincode) ? pincode : null;
}

/** A convenience: full or blocked storage keeps nothing and stops nothing. */
export function rememberPincode(pincode: string): void {
  localStore.set(PINCODE_STORAGE_KEY, pincode);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PINCODE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The pincode remembered from an earlier visit. None on the server, and while a server-rendered
 * page hydrates: the page was rendered for anyone; the delivery line fills in right after.
 */
export function useRememberedPincode(): string | null {
  return useSyncExternalStore(subscribe, readRememberedPincode, () => null);
}
